import { createContext, useContext, useEffect } from 'react';

/** Lets a page put a Back link above its main content, where GOV.UK places it (the layout renders it). */
export const BackLinkContext = createContext<(href: string | null) => void>(() => undefined);

/** Shows a Back link to `href` while the page is shown (none for undefined). */
export function useBackLink(href: string | undefined): void {
  const setBackLink = useContext(BackLinkContext);
  useEffect(() => {
    setBackLink(href ?? null);
    return () => setBackLink(null);
  }, [href, setBackLink]);
}
