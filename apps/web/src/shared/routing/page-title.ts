import { createContext, useContext, useEffect } from 'react';

/** What a page tells the layout about itself once its data is in, beyond its route's handle. */
export interface PageTitle {
  /** The page's title in place of its route's, e.g. naming the person or report it shows. */
  title: string;
  /** An error page shown in place of the route's page: no breadcrumbs, back link or record in its title. */
  error?: boolean;
}

export const PageTitleContext = createContext<(title: PageTitle | null) => void>(() => undefined);

/** Titles the page (WCAG 2.4.2: each record's page says which record) while it is shown. */
export function usePageTitle(title: string | undefined, options: { error?: boolean } = {}): void {
  const setPageTitle = useContext(PageTitleContext);
  const { error = false } = options;
  useEffect(() => {
    if (title === undefined) return;
    setPageTitle({ title, error });
    return () => setPageTitle(null);
  }, [title, error, setPageTitle]);
}
