/**
 * Every page address of the web client, in one place. Components, guards and loaders link through these and
 * never write an address by hand; the route tables (each feature's routes.ts) hold the matching patterns.
 * Workflow task pages below a task are named by their feature as a segment (`paths.task.page(7, SEGMENT)`).
 */

type Id = number | string;

const query = (values: Record<string, string | undefined>): string => {
  const entries = Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries).toString()}`;
};

const accountBase = (accountId: Id) => `/accounts/${accountId}`;
const taskBase = (taskId: Id) => `/tasks/${taskId}`;

export const paths = {
  home: '/',
  landing: '/landing',
  startLogin: (redirectUrl?: string, email?: string) => `/start-login${query({ redirectUrl, email })}`,
  signInCallback: '/signin-callback',
  timedOut: (idleSeconds?: number) =>
    `/timed-out${query({ idle: idleSeconds === undefined ? undefined : String(idleSeconds) })}`,
  /** Where signing out ends: 'You have signed out'. */
  signedOut: '/signed-out',
  dashboard: '/dashboard',
  terms: '/terms-and-conditions',
  feedback: '/feedback',
  about: '/about',
  privacyNotice: '/privacy-notice',
  accessibility: '/accessibility',
  contactUs: '/contact-us',
  cookies: '/cookies',
  /** The server's answer to the cookie banner's form, for pages without JavaScript (ADR 26). */
  cookieConsent: '/cookie-consent',
  notFound: '/error/404',
  serverError: '/error/500',
  businessError: '/error/business',
  /** Address prefixes of page groups (the terms guard lets them through). */
  errorPages: '/error/',
  invitationPages: '/invitation/',
  /** A static file served beside the client. */
  verifiedAccountsTemplate: '/files/verified-organisation-accounts-template.csv',

  registration: {
    start: '/registration/register',
    contactDetails: '/registration/register/contact-details',
    summary: '/registration/register/summary',
    success: '/registration/register/success',
    invitation: '/registration/invitation',
    invalidLink: (code?: string) => `/registration/invalid-link${query({ code })}`,
  },
  forgotPassword: {
    start: '/forgot-password',
    otp: '/forgot-password/otp',
    resetPassword: (token: string) => `/forgot-password/reset-password${query({ token })}`,
    invalidLink: '/forgot-password/invalid-link',
  },
  twoFactor: {
    reset: '/2fa/reset-2fa',
    requestChange: '/2fa/request-change',
    change: '/2fa/change',
  },
  invitation: {
    regulator: '/invitation/regulator',
    regulatorInvalidLink: (code?: string) => `/invitation/regulator/invalid-link${query({ code })}`,
    verifier: '/invitation/verifier',
  },
  regulatorUsers: {
    list: '/user/regulators',
    add: '/user/regulators/add',
    user: (userId: Id) => `/user/regulators/${userId}`,
    remove: (userId: Id) => `/user/regulators/${userId}/delete`,
  },
  /** Changes not tied to an account concerning the regulator's authority's people (ADR 21). */
  peopleAudit: '/audit-history',
  compliance: {
    overview: '/compliance',
    accounts: '/compliance/accounts',
    reminders: '/compliance/reminders',
  },

  miReports: {
    list: '/mi-reports',
    report: (slug: string) => `/mi-reports/${slug}`,
  },

  accounts: {
    search: (term?: string) => `/accounts${query({ term })}`,
    upload: '/accounts/upload-organisation-accounts',
    /** Apply for an organisation account (the organisation account opening workflow's start). */
    apply: {
      start: '/accounts/new',
      page: (page: string) => (page ? `/accounts/new/${page}` : '/accounts/new'),
    },
  },
  account: {
    home: (accountId: Id, fragment?: string) => `${accountBase(accountId)}${fragment ? `#${fragment}` : ''}`,
    update: (accountId: Id) => `${accountBase(accountId)}/update`,
    processActions: (accountId: Id) => `${accountBase(accountId)}/process-actions`,
    /** Start a report as an undertaking that has left the group (a workflow's `disaggregated.path`). */
    disaggregatedStart: (accountId: Id, workflowPath: string) =>
      `${accountBase(accountId)}/process-actions/disaggregated-start/${workflowPath}`,
    /** A workflow of the account, below the Workflow history ('workflows') or the Phases ('phases') tab. */
    workflow: (accountId: Id, requestId: string, section: 'workflows' | 'phases' = 'workflows') =>
      `${accountBase(accountId)}/${section}/${requestId}`,
    notes: (accountId: Id) => `${accountBase(accountId)}/notes`,
    /** Who changed what on the account (regulators with the permission to manage its users). */
    audit: (accountId: Id) => `${accountBase(accountId)}/audit`,
    users: {
      list: (accountId: Id) => `${accountBase(accountId)}/users`,
      add: (accountId: Id, userType: string) => `${accountBase(accountId)}/users/add/${userType}`,
      user: (accountId: Id, userId: Id) => `${accountBase(accountId)}/users/${userId}`,
      remove: (accountId: Id, userId: Id) => `${accountBase(accountId)}/users/${userId}/delete`,
    },
  },
  request: {
    home: (requestId: string) => `/requests/${requestId}`,
    notes: (requestId: string) => `/requests/${requestId}/notes`,
  },
  task: {
    home: (taskId: Id) => taskBase(taskId),
    /** A page of the task's workflow feature below the task, e.g. `page(7, 'account-closure/submit')`. */
    page: (taskId: Id, segment: string, search?: Record<string, string | undefined>) =>
      `${taskBase(taskId)}/${segment}${search ? query(search) : ''}`,
    changeAssignee: (taskId: Id) => `${taskBase(taskId)}/change-assignee`,
    changeAssigneeSuccess: (taskId: Id) => `${taskBase(taskId)}/change-assignee/success`,
    cancel: (taskId: Id) => `${taskBase(taskId)}/cancel`,
    cancelConfirmation: (taskId: Id) => `${taskBase(taskId)}/cancel/confirmation`,
    /** What a task that no longer exists (completed or cancelled) shows instead. */
    completed: (taskId: Id) => `${taskBase(taskId)}/completed`,
    timeline: (taskId: Id, actionId: Id) => `${taskBase(taskId)}/timeline/${actionId}`,
  },
} as const;

/** The pathname of an address (without query or fragment), to compare with the router's location. */
export function pathnameOf(address: string): string {
  const end = address.search(/[?#]/);
  return end < 0 ? address : address.slice(0, end);
}
