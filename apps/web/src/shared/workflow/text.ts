import { currentLanguage, render, type Catalogue, type Messages, type Params } from '../i18n';

/**
 * A message in the page's language outside a component: a route's title, a label in a table, an error built
 * in plain code. What shows it re-renders on a switch through its own useLanguage or useMessages.
 */
export function textIn<English extends Messages>(
  catalogue: Catalogue<English>,
  key: keyof English & string,
  params?: Params,
): string {
  const language = currentLanguage();
  const messages = language === 'cy' && catalogue.cy ? catalogue.cy : catalogue.en;
  return render(language, messages[key] ?? catalogue.en[key], params);
}
