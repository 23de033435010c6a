import { Button } from '../govuk';
import { useMessages } from '../i18n';
import { reportMessages } from './messages.en';

/** More sections than this left are not named: the task list right below shows them all. */
const LISTED_AT_MOST = 3;

/**
 * 'Submit to regulator' once nothing is left, otherwise what is left: the same on every report's task list.
 * No disabled button: GOV.UK advises against them, as they do not say why. The sections are named, not
 * linked: the task list right below links each one, and a second link of the same name would make two.
 */
export function SubmitGate({
  submitHref,
  left,
  children,
}: {
  submitHref: string;
  /** The titles of the sections not yet completed, in task list order. */
  left: readonly string[];
  /** Buttons shown beside 'Submit to regulator' (for example 'Send for review'). */
  children?: React.ReactNode;
}) {
  const t = useMessages(reportMessages);
  const ready = left.length === 0;
  return (
    <>
      {ready || children ? (
        <div className="govuk-button-group">
          {children}
          {ready ? <Button href={submitHref}>{t('submitToRegulator')}</Button> : null}
        </div>
      ) : null}
      {ready ? null : (
        <div className="govuk-inset-text" data-testid="submit-not-ready">
          <p className="govuk-body">{t('notReady', { count: left.length })}</p>
          {left.length <= LISTED_AT_MOST ? (
            <ul className="govuk-list govuk-list--bullet">
              {left.map((title) => (
                <li key={title}>{title}</li>
              ))}
            </ul>
          ) : (
            <p className="govuk-body">{t('listBelow')}</p>
          )}
        </div>
      )}
    </>
  );
}
