import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router';
import { CookieBanner } from '../features/cookies/CookieBanner';
import { preloadSignedOutLanding } from '../features/landing';
import { preloadChrome } from './chrome-preload';
import { routes } from './router';

/**
 * Renders the signed-out landing page at build time. The server sends it to visitors without a session,
 * so the page is readable before (and without) JavaScript; the app then takes over the same markup.
 */
export async function renderSignedOutLanding(): Promise<string> {
  await Promise.all([preloadSignedOutLanding(), preloadChrome()]);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/landing'));
  if (context instanceof Response) throw new Error('the landing page redirected while prerendering');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/**
 * The cookie banner as the landing page shows it to a visitor who has not chosen yet. The layout leaves it
 * out of server markup (it depends on the visitor's cookies); scripts/prerender.mjs puts it where the layout
 * renders it, in a second copy of the page that the server sends to those visitors.
 */
export function renderCookieBanner(): string {
  return renderToString(
    <StaticRouter location="/landing">
      <CookieBanner />
    </StaticRouter>,
  );
}
