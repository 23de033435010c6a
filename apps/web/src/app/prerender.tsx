import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './router';

/**
 * Renders the signed-out landing page at build time. The server sends it to visitors without a session,
 * so the page is readable before (and without) JavaScript; the app then takes over the same markup.
 */
export async function renderSignedOutLanding(): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/landing'));
  if (context instanceof Response) throw new Error('the landing page redirected while prerendering');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}
