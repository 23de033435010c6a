import { Link } from 'react-router';
import { useMessages } from '../i18n/use-messages';
import { govukMessages } from './messages.en';

export interface BreadcrumbItem {
  text: string;
  /** Omit for the current page. */
  href?: string;
}

export function Breadcrumbs({ items, label }: { items: BreadcrumbItem[]; label?: string }) {
  const t = useMessages(govukMessages);
  return (
    <nav className="govuk-breadcrumbs" aria-label={label ?? t('breadcrumb')}>
      <ol className="govuk-breadcrumbs__list">
        {items.map((item, index) =>
          item.href ? (
            <li key={index} className="govuk-breadcrumbs__list-item">
              <Link className="govuk-breadcrumbs__link" to={item.href}>
                {item.text}
              </Link>
            </li>
          ) : (
            <li key={index} className="govuk-breadcrumbs__list-item" aria-current="page">
              {item.text}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
