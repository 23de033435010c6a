import { Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, Outlet, useLocation, useNavigation, useNavigationType } from 'react-router';
// The shell imports modules one by one: a barrel would bring all it re-exports into the initial bundle.
import { navigationFor } from '../shared/auth/rules';
import { useSession } from '../shared/auth/session';
import { useSignInWith } from '../shared/auth/sign-in-with';
import { pageTitle, serviceName } from '../shared/config';
import { BackLink } from '../shared/govuk/BackLink';
import { Breadcrumbs, type BreadcrumbItem } from '../shared/govuk/Breadcrumbs';
import { PhaseBanner } from '../shared/govuk/PhaseBanner';
import { SkipLink } from '../shared/govuk/SkipLink';
import { useMessages } from '../shared/i18n/use-messages';
import { footer, header } from './chrome-preload';
import { CookieBannerSlot } from './cookie-banner';
import { shellMessages } from './messages.en';
import { LeaveDialogHost, signOutAsking } from './leave-dialog-host';
import { PendingRequestGuard } from './pending-guard';
import { titleParts, useRouteBackLink, useRouteHandles } from './route-handle';
import { setServerError, useServerError } from './server-error';
import { BackLinkContext, PageTitleContext, paths, type PageTitle } from '../shared/routing';

// The banner depends on the visitor's cookies, so it is left out of server (prerendered) markup; the build
// prerenders it on its own for the landing page of visitors who have not chosen yet (ADR 26).
const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

const ServerErrorPage = lazy(() =>
  import('../features/errors/pages').then((m) => ({ default: m.ServerErrorPage })),
);

// Only signed-in visitors need the session timeout warning.
const SessionTimeout = lazy(() =>
  import('../features/session-timeout/pages').then((m) => ({ default: m.SessionTimeout })),
);

interface NavigationState {
  keepFocus?: boolean;
  skipScroll?: boolean;
}

/**
 * After each navigation the user makes (not back/forward, not a redirect): scroll to the top and focus the skip link, or,
 * when the navigation asks to skip scrolling, focus the fragment target. Tab changes keep focus.
 */
function useNavigationFocus(skipLink: React.RefObject<HTMLAnchorElement | null>) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const initial = useRef(true);

  useEffect(() => {
    setServerError(false);
    if (initial.current) {
      initial.current = false;
      return;
    }
    // Back and forward keep focus where the browser puts it; redirects (REPLACE) happen without the user
    // acting, often straight after a page load, so focus stays at the top of the new page.
    if (navigationType !== 'PUSH') return;
    const state = (location.state ?? {}) as NavigationState;
    if (state.keepFocus) return;
    if (state.skipScroll && location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus();
        return;
      }
    }
    window.scrollTo(0, 0);
    skipLink.current?.focus();
  }, [location.key, location.hash, location.state, navigationType, skipLink]);
}

function fullName(first?: string, last?: string) {
  return [first, last].filter(Boolean).join(' ');
}

export function Layout() {
  const t = useMessages(shellMessages);
  const session = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  const serverError = useServerError();
  const handles = useRouteHandles();
  const skipLink = useRef<HTMLAnchorElement>(null);
  useNavigationFocus(skipLink);
  const mounted = useSyncExternalStore(noSubscription, isClient, isServer);
  // One Login's guidance: its header for signed-in people only (it has no signed-out state), sign-out in it.
  const oneLoginHeader = useSignInWith() === 'one-login' && session.loggedIn;

  const [page, setPage] = useState<PageTitle | null>(null);
  const title = serverError ? pageTitle(t('serviceProblemTitle')) : pageTitle(...titleParts(handles, page));
  useEffect(() => {
    document.title = title;
  }, [title]);

  // An error page in place of the route's page (not found) has no trail or back link of the route's.
  const crumbs = page?.error ? [] : handles.filter((entry) => entry.handle.breadcrumb);
  const breadcrumbs: BreadcrumbItem[] = crumbs.map((entry, index) => {
    const { breadcrumb } = entry.handle;
    const text =
      breadcrumb === true
        ? (entry.handle.title ?? '')
        : typeof breadcrumb === 'function'
          ? (breadcrumb(entry.loaderData) ?? '')
          : (breadcrumb ?? '');
    return index === crumbs.length - 1 ? { text } : { text, href: entry.pathname };
  });
  const [pageBackLink, setPageBackLink] = useState<string | null>(null);
  const routeBackLink = useRouteBackLink();
  const backlink = pageBackLink ?? (page?.error ? undefined : routeBackLink);

  return (
    <>
      {mounted ? <CookieBannerSlot /> : null}
      <SkipLink ref={skipLink} href="#main-content" />
      <header className="govuk-template__header">
        <header.Component
          serviceName={serviceName()}
          navigation={navigationFor(session)}
          currentPath={location.pathname}
          onSignOut={signOutAsking}
          signedIn={session.loggedIn}
          oneLoginHeader={oneLoginHeader}
        />
      </header>
      <PhaseBanner
        end={
          session.loggedIn && session.profile
            ? t('loggedInAs', { name: fullName(session.profile.firstName, session.profile.lastName) })
            : undefined
        }
      >
        {t('phaseBannerBefore')}{' '}
        <Link className="govuk-link" to={paths.feedback}>
          {t('phaseBannerLink')}
        </Link>
        {t('phaseBannerAfter')}
      </PhaseBanner>
      <div className="govuk-width-container">
        {/* A trail of one is only the page's own name: GOV.UK shows breadcrumbs from two levels. */}
        {breadcrumbs.length > 1 && !serverError ? <Breadcrumbs items={breadcrumbs} /> : null}
        {backlink && !serverError ? <BackLink href={backlink} /> : null}
        <main
          className="govuk-main-wrapper"
          id="main-content"
          tabIndex={-1}
          aria-busy={navigation.state === 'loading' ? true : undefined}
        >
          {serverError ? (
            <Suspense fallback={null}>
              <ServerErrorPage />
            </Suspense>
          ) : (
            <BackLinkContext value={setPageBackLink}>
              <PageTitleContext value={setPage}>
                <Outlet />
              </PageTitleContext>
            </BackLinkContext>
          )}
        </main>
      </div>
      <footer className="govuk-template__footer">
        <footer.Component />
      </footer>
      <PendingRequestGuard />
      <LeaveDialogHost />
      {session.loggedIn ? (
        <Suspense fallback={null}>
          <SessionTimeout />
        </Suspense>
      ) : null}
    </>
  );
}
