import { useEffect } from 'react';

const PREFIX = 'Error: ';

/**
 * Prefixes the page title with 'Error: ' while a form shows errors (spec §8). The layout sets the title
 * when the route changes; this only adds and removes the prefix on top of it.
 */
export function useFormErrorTitle(hasErrors: boolean): void {
  useEffect(() => {
    if (!hasErrors) return;
    if (!document.title.startsWith(PREFIX)) document.title = PREFIX + document.title;
    return () => {
      if (document.title.startsWith(PREFIX)) document.title = document.title.slice(PREFIX.length);
    };
  }, [hasErrors]);
}
