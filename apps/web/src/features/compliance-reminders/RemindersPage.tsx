import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, ErrorSummary, Pagination, Panel, WarningText } from '../../shared/govuk';
import { Radios } from '../../shared/govuk/Radios';
import { paths, useBackLink } from '../../shared/routing';
import { AccountChoice } from './AccountChoice';
import { AccountsOutcome } from './AccountsOutcome';
import {
  MAX_ACCOUNTS,
  SELECT_PAGE_SIZE,
  collectAccounts,
  previewReminder,
  sendReminder,
  useAccountPage,
  useReminderReports,
  type ReminderPreview,
  type ReminderReport,
  type ReminderResult,
} from './reminders-api';
import { listQueryOf, listSearchOf } from './reminder-query';

type Step =
  | { kind: 'choose' }
  | { kind: 'preview'; report: ReminderReport; accountIds: number[]; preview: ReminderPreview }
  | { kind: 'sent'; result: ReminderResult };

const PAGE_PARAM = 'selectPage';

/**
 * Send a reminder (issue 38 point 5, ADR 51): to all of a compliance account list or a selection of it, for a
 * report the regulator chooses, after reading the e-mail; then what was sent, skipped and not deliverable.
 */
export function RemindersPage() {
  const [searchParams] = useSearchParams();
  const query = listQueryOf(searchParams);
  const listHref = `${paths.compliance.accounts}${listSearchOf(searchParams)}`;
  useBackLink(listHref);
  const page = Math.max(1, Number(searchParams.get(PAGE_PARAM)) || 1);
  const list = useAccountPage(query, page - 1);
  const reports = useReminderReports() ?? [];
  const isReport = (value: string): value is ReminderReport =>
    reports.some((known) => known.requestType === value);
  const reportName = (value: string) => reports.find((known) => known.requestType === value)?.name ?? value;
  const [report, setReport] = useState<string>(() => searchParams.get('report') ?? '');
  const [audience, setAudience] = useState<'all' | 'selected' | ''>('');
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(new Map());
  const [errors, setErrors] = useState<{ href: string; text: string }[]>([]);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [step.kind]);

  const total = list.data?.total ?? 0;

  async function preview(event: FormEvent) {
    event.preventDefault();
    const problems = [
      ...(isReport(report) ? [] : [{ href: '#report', text: 'Select the report the reminder is about' }]),
      ...(audience === ''
        ? [{ href: '#audience', text: 'Select who the reminder goes to' }]
        : audience === 'selected' && selected.size === 0
          ? [{ href: '#audience-2', text: 'Select at least one account' }]
          : []),
      ...(audience === 'all' && total > MAX_ACCOUNTS
        ? [
            {
              href: '#audience',
              text: `A reminder goes to at most ${MAX_ACCOUNTS.toLocaleString('en-GB')} accounts at once: narrow the list, or select accounts`,
            },
          ]
        : []),
    ];
    setErrors(problems);
    setFailure(undefined);
    if (problems.length > 0 || !isReport(report)) return;
    setBusy(true);
    try {
      const accountIds =
        audience === 'all'
          ? (await collectAccounts(query, total)).map((account) => account.accountId)
          : [...selected.keys()];
      if (accountIds.length === 0) {
        setErrors([{ href: '#audience', text: 'The list has no accounts to remind' }]);
        return;
      }
      setStep({ kind: 'preview', report, accountIds, preview: await previewReminder(report, accountIds) });
    } catch {
      setFailure('The e-mail could not be previewed. Try again.');
    } finally {
      setBusy(false);
    }
  }

  async function send() {
    if (step.kind !== 'preview') return;
    setBusy(true);
    setFailure(undefined);
    try {
      setStep({ kind: 'sent', result: await sendReminder(step.report, step.accountIds) });
    } catch {
      setFailure(
        'The reminder could not be sent. Accounts already reminded will not get it twice: try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  const failureSummary = failure ? (
    <ErrorSummary errors={[{ href: '#main-content', text: failure }]} />
  ) : null;

  if (step.kind === 'sent') {
    const { result } = step;
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <Panel title="Reminder sent">
            {`${reportName(result.report)}: sent to ${count(result.sent.length)}`}
          </Panel>
          <AccountsOutcome
            sent={result.sent}
            alreadyReminded={result.alreadyReminded}
            noContacts={result.noContacts}
            notLive={result.notLive}
            done
          />
          <p className="govuk-body">
            <Link className="govuk-link" to={listHref}>
              Back to the account list
            </Link>
          </p>
        </div>
      </div>
    );
  }

  if (step.kind === 'preview') {
    const { preview: shown } = step;
    const people = shown.toSend.reduce((sum, account) => sum + account.recipients, 0);
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          {failureSummary}
          <h1 className="govuk-heading-l" tabIndex={-1} ref={heading}>
            Check the reminder before sending it
          </h1>
          <h2 className="govuk-heading-m">The e-mail</h2>
          <p className="govuk-body">
            <strong>Subject:</strong> {shown.subject}
          </p>
          <div className="govuk-inset-text" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {shown.body}
          </div>
          <h2 className="govuk-heading-m">Who gets it</h2>
          <p className="govuk-body">
            {shown.toSend.length > 0
              ? `It goes to ${count(shown.toSend.length)}: ${people} ${people === 1 ? 'person' : 'people'}, each account's primary contact and Advanced users.`
              : 'It goes to no account: none of the chosen accounts can get it today.'}
          </p>
          <AccountsOutcome
            sent={shown.toSend}
            alreadyReminded={shown.alreadyReminded}
            noContacts={shown.noContacts}
            notLive={shown.notLive}
          />
          <div className="govuk-button-group">
            {shown.toSend.length > 0 ? (
              <Button type="button" onClick={() => void send()} disabled={busy}>
                Send the reminder
              </Button>
            ) : null}
            <Button type="button" variant="secondary" onClick={() => setStep({ kind: 'choose' })}>
              Change
            </Button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        {errors.length > 0 ? <ErrorSummary errors={errors} /> : failureSummary}
        <h1 className="govuk-heading-l" tabIndex={-1} ref={heading}>
          Send a reminder
        </h1>
        <p className="govuk-body">
          {list.isPending
            ? 'Loading the account list.'
            : list.isError
              ? 'The account list could not be loaded.'
              : `The account list has ${count(total)}. The reminder goes to each account's primary contact and Advanced users, at most once a day for each report.`}
        </p>
        <form onSubmit={(event) => void preview(event)} noValidate>
          <Radios
            name="report"
            legend={{ text: 'Which report is the reminder about?', size: 'm' }}
            items={reports.map((known) => ({ value: known.requestType, text: known.name }))}
            value={report}
            onChange={setReport}
            errorMessage={errors.find((error) => error.href === '#report')?.text}
          />
          <Radios
            name="audience"
            legend={{ text: 'Who should it go to?', size: 'm' }}
            items={[
              { value: 'all', text: `All accounts in the list (${count(total)})` },
              {
                value: 'selected',
                text: `Only the accounts I select${selected.size > 0 ? ` (${selected.size} selected)` : ''}`,
                conditional: (
                  <>
                    <AccountChoice
                      accounts={list.data?.accounts ?? []}
                      selected={selected}
                      onChange={setSelected}
                      limit={MAX_ACCOUNTS}
                    />
                    <Pagination
                      page={page}
                      pageSize={SELECT_PAGE_SIZE}
                      totalItems={total}
                      param={PAGE_PARAM}
                      counted={['account', 'accounts']}
                    />
                  </>
                ),
              },
            ]}
            value={audience}
            onChange={(value) => setAudience(value === 'all' || value === 'selected' ? value : '')}
            errorMessage={errors.find((error) => error.href.startsWith('#audience'))?.text}
          />
          {audience === 'all' && total > MAX_ACCOUNTS ? (
            <WarningText>{`The list has more than ${count(MAX_ACCOUNTS)}: narrow it, or select accounts.`}</WarningText>
          ) : null}
          <Button type="submit" disabled={busy || list.isPending}>
            Preview the e-mail
          </Button>
        </form>
      </div>
    </div>
  );
}

const count = (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'account' : 'accounts'}`;
