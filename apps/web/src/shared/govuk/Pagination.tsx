import { Link, useLocation } from 'react-router';
import { pageItems, resultRange, totalPages } from './pagination-logic';
import { useMessages } from '../i18n/use-messages';
import { componentMessages } from './components.messages.en';

export interface PaginationProps {
  /** One-based current page. */
  page: number;
  pageSize: number;
  totalItems: number;
  /** Query parameter holding the page; merged with the other query parameters. */
  param?: string;
  /** More items match than `totalItems`, which is as far as they were counted. */
  moreThanTotal?: boolean;
  /** What is counted, singular and plural, when it is not the rows themselves (e.g. phases of requests). */
  counted?: readonly [singular: string, plural: string];
}

function useHrefForPage(param: string) {
  const location = useLocation();
  return (page: number) => {
    const params = new URLSearchParams(location.search);
    params.set(param, String(page));
    return { pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash };
  };
}

/** Result line plus GOV.UK pagination (hidden when everything fits on one page). */
export function Pagination({
  page,
  pageSize,
  totalItems,
  param = 'page',
  moreThanTotal = false,
  counted = ['result', 'results'],
}: PaginationProps) {
  const t = useMessages(componentMessages);
  const hrefFor = useHrefForPage(param);
  const pages = totalPages(totalItems, pageSize);
  const range = resultRange(page, pageSize, totalItems);

  return (
    <>
      {totalItems > 0 ? (
        <p className="govuk-body">
          {t('showing')} <b>{range.from}</b> {t('to')} <b>{range.to}</b> {t('of')}{' '}
          {moreThanTotal ? t('moreThan') : ''}
          <b>{range.total}</b> {range.total === 1 && !moreThanTotal ? counted[0] : counted[1]}
        </p>
      ) : null}
      {pages > 1 ? (
        <nav className="govuk-pagination" aria-label={t('pagination')}>
          {page > 1 ? (
            <div className="govuk-pagination__prev">
              <Link className="govuk-link govuk-pagination__link" to={hrefFor(page - 1)} rel="prev">
                <svg
                  className="govuk-pagination__icon govuk-pagination__icon--prev"
                  xmlns="http://www.w3.org/2000/svg"
                  height="13"
                  width="15"
                  aria-hidden="true"
                  focusable="false"
                  viewBox="0 0 15 13"
                >
                  <path d="m6.5938-0.0078125-6.7266 6.7266 6.7441 6.4062 1.377-1.449-4.1856-3.9768h12.896v-2h-12.984l4.2931-4.293-1.414-1.414z" />
                </svg>
                <span className="govuk-pagination__link-title">
                  {t('previous')}
                  <span className="govuk-visually-hidden">{t('pageHidden')}</span>
                </span>
              </Link>
            </div>
          ) : null}
          <ul className="govuk-pagination__list">
            {pageItems(page, pages).map((item, index) =>
              item === 'ellipsis' ? (
                <li
                  key={`ellipsis-${index}`}
                  className="govuk-pagination__item govuk-pagination__item--ellipsis"
                >
                  {/* ⋯ (the macro's &ctdot;): JSX knows only the HTML 4 entities, so it would show the name. */}
                  {'\u22EF'}
                </li>
              ) : (
                <li
                  key={item}
                  className={`govuk-pagination__item${item === page ? ' govuk-pagination__item--current' : ''}`}
                >
                  <Link
                    className="govuk-link govuk-pagination__link"
                    to={hrefFor(item)}
                    aria-label={t('pageNumber', { number: item })}
                    aria-current={item === page ? 'page' : undefined}
                  >
                    {item}
                  </Link>
                </li>
              ),
            )}
          </ul>
          {page < pages ? (
            <div className="govuk-pagination__next">
              <Link className="govuk-link govuk-pagination__link" to={hrefFor(page + 1)} rel="next">
                <span className="govuk-pagination__link-title">
                  {t('next')}
                  <span className="govuk-visually-hidden">{t('pageHidden')}</span>
                </span>
                <svg
                  className="govuk-pagination__icon govuk-pagination__icon--next"
                  xmlns="http://www.w3.org/2000/svg"
                  height="13"
                  width="15"
                  aria-hidden="true"
                  focusable="false"
                  viewBox="0 0 15 13"
                >
                  <path d="m8.107-0.0078125-1.4136 1.414 4.2926 4.293h-12.986v2h12.896l-4.1855 3.9766 1.377 1.4492 6.7441-6.4062-6.7246-6.7266z" />
                </svg>
              </Link>
            </div>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
