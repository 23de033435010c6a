import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  Button,
  ErrorSummary,
  Pagination,
  Table,
  parsePage,
  type ErrorSummaryItem,
} from '../../shared/govuk';
import { DateInput, Select } from '../../shared/govuk/forms';
import { checkDate, dateParts, type DateParts } from '../../shared/govuk/date-rules';
import { formatDateTime, workflowDefinition } from '../../shared/workflow';
import {
  AUDIT_PAGE_SIZE,
  useAuditEvents,
  type AuditEvent,
  type AuditFilter,
  type AuditTrail,
} from './audit-api';
import {
  describeActor,
  describeChanges,
  describeEvent,
  describeSubject,
  type PeopleNames,
} from './audit-format';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isoOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function partsOf(value: string | undefined): DateParts {
  return dateParts(value ? new Date(`${value}T00:00:00Z`) : null);
}

function filterFrom(params: URLSearchParams): AuditFilter {
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return ISO_DATE.test(value) ? value : undefined;
  };
  return { actorUserId: params.get('person') || undefined, from: date('from'), to: date('to') };
}

function FilterForm({
  filter,
  actors,
  onApply,
}: {
  filter: AuditFilter;
  actors: { userId: string; name: string }[];
  onApply: (filter: AuditFilter) => void;
}) {
  const [person, setPerson] = useState(filter.actorUserId ?? '');
  const [from, setFrom] = useState(partsOf(filter.from));
  const [to, setTo] = useState(partsOf(filter.to));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fromCheck = checkDate(from);
    const toCheck = checkDate(to, fromCheck.date ? { min: fromCheck.date } : {});
    const next = { from: fromCheck.error ?? undefined, to: toCheck.error ?? undefined };
    setErrors(next);
    if (next.from || next.to) return;
    onApply({
      actorUserId: person || undefined,
      from: fromCheck.date ? isoOf(fromCheck.date) : undefined,
      to: toCheck.date ? isoOf(toCheck.date) : undefined,
    });
  };
  const summary: ErrorSummaryItem[] = [
    ...(errors.from ? [{ href: '#from', text: `Start date: ${errors.from}` }] : []),
    ...(errors.to ? [{ href: '#to', text: `End date: ${errors.to}` }] : []),
  ];

  return (
    <>
      {summary.length ? <ErrorSummary errors={summary} /> : null}
      <form noValidate role="search" aria-label="Filter the audit history" onSubmit={submit}>
        <Select
          id="person"
          name="person"
          label="Person"
          labelClassName="govuk-label--s"
          value={person}
          onChange={(event) => setPerson(event.target.value)}
          options={[
            { value: '', text: 'Everyone' },
            ...actors.map((actor) => ({ value: actor.userId, text: actor.name })),
          ]}
        />
        <DateInput
          id="from"
          legend={{ text: 'From', size: 's' }}
          hint="For example, 27 3 2026"
          value={from}
          onChange={setFrom}
          errorMessage={errors.from}
        />
        <DateInput
          id="to"
          legend={{ text: 'To', size: 's' }}
          value={to}
          onChange={setTo}
          errorMessage={errors.to}
        />
        <div className="govuk-button-group">
          <Button type="submit" variant="secondary">
            Apply filters
          </Button>
          <Link className="govuk-link govuk-body" to={{ search: '' }}>
            Clear filters
          </Link>
        </div>
      </form>
    </>
  );
}

function Changes({ event, people }: { event: AuditEvent; people: PeopleNames }) {
  const lines = describeChanges(event, people);
  if (lines.length === 0) return null;
  return (
    <ul className="govuk-list govuk-body-s govuk-!-margin-bottom-0">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** Who changed what, and when, newest first (ADR 21): the trail's filter, table and pages. */
function AuditHistory({ trail, title, intro }: { trail: AuditTrail; title: string; intro: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const page = parsePage(params.get('page'));
  const query = useAuditEvents(trail, filter, page);

  const apply = (next: AuditFilter) => {
    const search = new URLSearchParams();
    if (next.actorUserId) search.set('person', next.actorUserId);
    if (next.from) search.set('from', next.from);
    if (next.to) search.set('to', next.to);
    setParams(search);
  };

  return (
    <>
      <h1 className="govuk-heading-l">{title}</h1>
      <p className="govuk-body">{intro}</p>
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-one-third">
          <h2 className="govuk-heading-m">Filter</h2>
          <FilterForm
            key={params.toString()}
            filter={filter}
            actors={query.data?.actors ?? []}
            onApply={apply}
          />
        </div>
        <div className="govuk-grid-column-two-thirds">
          {query.isPending ? (
            <p className="govuk-body" role="status">
              Loading the audit history
            </p>
          ) : query.isError ? (
            <p className="govuk-body">The audit history could not be loaded. Try again later.</p>
          ) : query.data.events.length === 0 ? (
            <p className="govuk-body">There are no changes to show.</p>
          ) : (
            <>
              <Table
                caption="Changes"
                captionClassName="govuk-table__caption--m"
                rows={query.data.events}
                rowKey={(event) => event.id}
                columns={[
                  {
                    key: 'when',
                    header: 'When',
                    className: 'govuk-!-width-one-quarter',
                    render: (event) => formatDateTime(event.occurredAt),
                  },
                  {
                    key: 'who',
                    header: 'Who',
                    // Role codes, ids and JSON have no spaces: they may break anywhere, so the table fits 320 px.
                    render: (event) => (
                      <div className="app-break-anywhere">
                        {describeActor(event)}
                        {event.actorAuthority ? (
                          <span className="govuk-body-s govuk-!-display-block">{event.actorAuthority}</span>
                        ) : null}
                      </div>
                    ),
                  },
                  {
                    key: 'what',
                    header: 'What',
                    render: (event) => (
                      <div className="app-break-anywhere">
                        <strong>{describeEvent(event, reportListName)}</strong>
                        {event.subjectUserId ? (
                          <span className="govuk-body-s govuk-!-display-block">
                            {describeSubject(event, query.data.people)}
                          </span>
                        ) : null}
                        {event.workflowRequestId ? (
                          <span className="govuk-body-s govuk-!-display-block">
                            {event.workflowRequestId}
                          </span>
                        ) : null}
                        <Changes event={event} people={query.data.people} />
                      </div>
                    ),
                  },
                ]}
              />
              <Pagination page={page} pageSize={AUDIT_PAGE_SIZE} totalItems={query.data.totalItems} />
            </>
          )}
        </div>
      </div>
    </>
  );
}

/** An account's trail: regulators who manage its users. */

/** A submitted report's name as the account's lists give it ('notification of compliance'). */
const reportListName = (requestType: string) => workflowDefinition(requestType)?.listName;

export function AuditPage() {
  const accountId = Number(useParams().accountId);
  return (
    <AuditHistory
      trail={{ accountId }}
      title="Audit history"
      intro="Every change made to this account, its users, workflows, tasks, notes and files, newest first."
    />
  );
}

/** The changes not tied to an account that concern the regulator's authority's people. */
export function PeopleAuditPage() {
  return (
    <AuditHistory
      trail="people"
      title="Audit history of people"
      intro="Sign-ins, invitations and changes to people's own details, passwords, authenticator apps and permissions, for your authority's regulators and for participants, newest first. Changes to an organisation account are in that account's audit history."
    />
  );
}
