import { useEffect } from 'react';
import { useMessages } from '../i18n';
import { formMessages } from './messages.en';

/**
 * Prefixes the page title with 'Error: ' while a form shows errors (spec §8). The layout sets the title
 * when the route changes; this only adds and removes the prefix on top of it.
 */
export function useFormErrorTitle(hasErrors: boolean): void {
  const prefix = useMessages(formMessages)('errorPrefix');
  useEffect(() => {
    if (!hasErrors) return;
    if (!document.title.startsWith(prefix)) document.title = prefix + document.title;
    return () => {
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length);
    };
  }, [hasErrors, prefix]);
}
