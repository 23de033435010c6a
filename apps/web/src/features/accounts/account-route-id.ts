/** The id of the /accounts/:accountId route, so its pages (and other features' pages below it) read the account. */
export const ACCOUNT_ROUTE_ID = 'organisation-account';
