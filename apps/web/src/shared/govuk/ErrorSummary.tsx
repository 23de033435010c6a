import { useEffect, useRef } from 'react';
import { useMessages } from '../i18n/use-messages';
import { componentMessages } from './components.messages.en';

export interface ErrorSummaryItem {
  /** Fragment of the field, e.g. '#l.email'. */
  href: string;
  text: string;
}

export interface ErrorSummaryProps {
  errors: ErrorSummaryItem[];
  title?: string;
  description?: React.ReactNode;
}

/** Focuses itself when shown; clicking an entry focuses the field instead of jumping to it. */
export function ErrorSummary({ errors, title, description }: ErrorSummaryProps) {
  const t = useMessages(componentMessages);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.();
  }, []);

  function focusField(event: React.MouseEvent<HTMLAnchorElement>, href: string) {
    const id = decodeURIComponent(href.replace(/^#/, ''));
    const field = document.getElementById(id);
    if (!field) return;
    event.preventDefault();
    const legend = field.closest('fieldset')?.querySelector('legend');
    (legend ?? field).scrollIntoView?.();
    field.focus({ preventScroll: true });
  }

  return (
    <div ref={ref} className="govuk-error-summary" data-module="govuk-error-summary" tabIndex={-1}>
      <div role="alert">
        <h2 className="govuk-error-summary__title">{title ?? t('errorSummaryTitle')}</h2>
        <div className="govuk-error-summary__body">
          {description ? <p>{description}</p> : null}
          {errors.length > 0 ? (
            <ul className="govuk-list govuk-error-summary__list">
              {errors.map((error) => (
                <li key={`${error.href}:${error.text}`}>
                  <a href={error.href} onClick={(event) => focusField(event, error.href)}>
                    {error.text}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </div>
  );
}
