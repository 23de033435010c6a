import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { selectedTabId, tabIndexAfterKey } from './tabs-logic';

export interface TabItem {
  id: string;
  label: string;
  content: React.ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  title?: string;
  /** Query parameters dropped when the tab changes (e.g. 'page'); all others are kept. */
  resetParams?: string[];
}

/**
 * GOV.UK tabs in their enhanced (JavaScript) form, driven by the URL fragment. Only the selected
 * panel is rendered, so lazy tab content loads when first shown.
 */
export function Tabs({ items, title = 'Contents', resetParams = [] }: TabsProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const tabRefs = useRef(new Map<string, HTMLAnchorElement>());
  const ids = items.map((item) => item.id);
  const selected = selectedTabId(ids, location.hash);

  function select(id: string, focus: boolean) {
    const params = new URLSearchParams(location.search);
    resetParams.forEach((name) => params.delete(name));
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: `#${id}` },
      { replace: true, preventScrollReset: true, state: { keepFocus: true } },
    );
    if (focus) tabRefs.current.get(id)?.focus();
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLAnchorElement>, index: number) {
    const next = tabIndexAfterKey(index, items.length, event.key);
    const target = next === null ? undefined : items[next];
    if (!target) return;
    event.preventDefault();
    select(target.id, true);
  }

  return (
    <div className="govuk-tabs" data-module="govuk-tabs">
      <h2 className="govuk-tabs__title">{title}</h2>
      <ul className="govuk-tabs__list" role="tablist">
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <li
              key={item.id}
              className={`govuk-tabs__list-item${isSelected ? ' govuk-tabs__list-item--selected' : ''}`}
              role="presentation"
            >
              <a
                ref={(element) => {
                  if (element) tabRefs.current.set(item.id, element);
                  else tabRefs.current.delete(item.id);
                }}
                className="govuk-tabs__tab"
                href={`#${item.id}`}
                id={`tab_${item.id}`}
                role="tab"
                aria-controls={item.id}
                aria-selected={isSelected}
                tabIndex={isSelected ? 0 : -1}
                onClick={(event) => {
                  event.preventDefault();
                  select(item.id, false);
                }}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
      {items.map((item) => {
        const isSelected = item.id === selected;
        return (
          <div
            key={item.id}
            className={`govuk-tabs__panel${isSelected ? '' : ' govuk-tabs__panel--hidden'}`}
            id={item.id}
            role="tabpanel"
            aria-labelledby={`tab_${item.id}`}
          >
            {isSelected ? item.content : null}
          </div>
        );
      })}
    </div>
  );
}
