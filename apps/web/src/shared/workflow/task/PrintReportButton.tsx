import { useEffect, type ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { textIn } from '../text';
import { taskFrameMessages } from './messages.en';

/**
 * Prints the page as it stands under `title`, the name the browser's "Save as PDF" offers, then gives the
 * page its own title back. The print stylesheet leaves only the report (ADR 27).
 */
export function printAs(title: string): void {
  const pageTitle = document.title;
  document.title = title;
  try {
    window.print();
  } finally {
    document.title = pageTitle;
  }
}

/** A submitted report's "Download PDF of submitted …": the browser's print window, hidden when printed. */
export function PrintReportButton({ label, title }: { label: string; title: string }) {
  const t = useMessages(taskFrameMessages);
  return (
    <div className="app-no-print govuk-!-margin-bottom-6">
      {/* The button inherits its font, so the paragraph gives it the body text's size. */}
      <p className="govuk-body govuk-!-margin-bottom-1">
        <button type="button" className="app-link-button" onClick={() => printAs(title)}>
          {label}
        </button>
      </p>
      <p className="govuk-hint">{t('printHint')}</p>
    </div>
  );
}

/** Text as a CSS string: quotes and backslashes escaped, and '<' too, so it cannot end the style element. */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"<\n]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `)}"`;
}

/** The running header's words: the account, then the report and its reference. */
export function printHeaderText(
  action: { requestId?: string; requestAccountId?: number },
  title: string,
  accountName?: string,
): string {
  const account = [
    accountName,
    action.requestAccountId === undefined
      ? undefined
      : textIn(taskFrameMessages, 'printAccount', { id: action.requestAccountId }),
  ]
    .filter(Boolean)
    .join(', ');
  return [account, `${title} ${action.requestId ?? ''}`.trim()].filter(Boolean).join(' | ');
}

/**
 * The printed copy's running header, at the top of every page (a page margin box): which account and which
 * report, so a page separated from the rest still says what it belongs to. Only print uses it. An adopted
 * style sheet, as the content security policy refuses an inline style element it has no hash for.
 */
export function PrintHeader({ text }: { text: string }) {
  useEffect(() => {
    if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return undefined;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      `@media print { @page { @top-left { content: ${cssString(text)}; font: 9pt arial, sans-serif; } } }`,
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [text]);
  return null;
}

/**
 * A submitted report's timeline view: what it is and who sent it (the printed copy's heading), the print
 * button, then the report read-only.
 */
export function SubmittedReport({
  action,
  title,
  label,
  children,
}: {
  action: { requestId?: string; submitter?: string; requestAccountId?: number };
  title: string;
  label: string;
  children: ReactNode;
}) {
  const t = useMessages(taskFrameMessages);
  return (
    <>
      <PrintHeader text={printHeaderText(action, title)} />
      <p className="govuk-body">
        {title} {action.requestId}
        {action.submitter ? t('sentBy', { submitter: action.submitter }) : ''}
      </p>
      <PrintReportButton label={label} title={title} />
      {children}
    </>
  );
}
