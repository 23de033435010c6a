// Addresses, guards and route handles shared by the features' route tables and pages.
export { paths, pathnameOf } from './paths';
export { pageNotFound } from './not-found';
export {
  positiveId,
  redirectIfLoggedIn,
  requireAcceptedTerms,
  requireAccountApplicant,
  requireInstallationAccess,
  requireRegulator,
  requireSignedIn,
  requireTermsPending,
  requireUnregisteredOperator,
  termsPending,
} from './guards';
export type { RouteHandle } from './route-handle';
export { BackLinkContext, useBackLink } from './back-link';
export { PageTitleContext, usePageTitle, type PageTitle } from './page-title';
export { pageRoutes, type PageRow } from './page-routes';
export { businessErrorDestination, businessErrorOf, type BusinessError } from './business-error';
