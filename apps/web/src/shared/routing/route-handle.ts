/** What a route tells the layout: its page title, breadcrumb and back link. */
export interface RouteHandle {
  /**
   * Page title, shown as '{title} - {record} - {service} - GOV.UK'; a function for routes whose page comes from
   * a parameter. Empty when the record alone names the page (a task's or an account's own page).
   */
  title?: string | ((params: Readonly<Record<string, string | undefined>>) => string | undefined);
  /** The record this route and those below it are about, from its loader data, added to their titles. */
  titleRecord?: (loaderData: unknown) => string | undefined;
  /** Breadcrumb text, true to reuse the title, or text made from the route's loader data (an account's name). */
  breadcrumb?: string | true | ((loaderData: unknown) => string | undefined);
  /**
   * Back-link target: an address, one made from the route parameters, or false for none (a confirmation).
   * The deepest route that says anything decides; a page's own `useBackLink` overrides them all.
   */
  backlink?: string | false | ((params: Readonly<Record<string, string | undefined>>) => string);
}
