import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { api, unwrap, workflowQueryRoots } from '../../shared/api';
import { useFormErrorTitle } from '../../shared/forms';
import { Button, ErrorSummary } from '../../shared/govuk';
import { paths } from '../../shared/routing';
import { startCards, type StartCard, type StartValidation } from '../../shared/workflow';
import { useAccount } from './account-loader';
import { startErrorMessage, useStartWorkflow } from './start-workflow';

type WorkflowType = NonNullable<StartValidation['requests']>[number];

interface StartableWorkflow extends StartCard {
  type: WorkflowType;
}

/** The cards of web-screens §2.2, each from its workflow, in the order the app lists the workflows. */
function startableWorkflows(): StartableWorkflow[] {
  return startCards().map(({ requestType, card }) => ({ ...card, type: requestType }));
}

function statusWords(status: string): string {
  return status.toLowerCase().replace(/_/g, ' ');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Where a blocking request stands: the API names only its type, so the page reads the account's reporting
 * requests (POST /requests/workflows) to say whether it is running, submitted or not there yet. Unknown
 * only when that list could not be read.
 */
export type BlockingState = 'IN_PROGRESS' | 'SUBMITTED' | 'NONE';
export type BlockingStates = Partial<Record<WorkflowType, BlockingState>>;

function blockingSentence(
  workflow: StartableWorkflow,
  blocking: WorkflowType,
  state: BlockingState | undefined,
  noun: string,
): string {
  if (blocking === workflow.type) {
    const subject = `${capitalise(workflow.article)} ${workflow.noun}`;
    if (state === 'IN_PROGRESS') return `${subject} is already in progress`;
    if (state === 'SUBMITTED') return `${subject} has already been submitted`;
    return `${subject} has already been started on this account`;
  }
  if (state === 'IN_PROGRESS') return `You cannot start this task while the ${noun} is in progress`;
  if (state === 'SUBMITTED') return `You cannot start this task because the ${noun} has been submitted`;
  if (state === 'NONE')
    return `You cannot start ${workflow.article} ${workflow.noun} until the ${noun} has been submitted`;
  return `You cannot start this task because of the ${noun}`;
}

/** Why a workflow cannot start, from the API's validation result (web-screens §2.2). */
export function blockedReasons(
  workflow: StartableWorkflow,
  validation: StartValidation,
  states: BlockingStates = {},
): string[] {
  const nouns: Partial<Record<WorkflowType, string>> = Object.fromEntries(
    startableWorkflows().map((other) => [other.type, other.noun]),
  );
  if (validation.valid) {
    const after = awaitedReport(workflow, validation);
    return after
      ? [
          `You cannot start ${workflow.article} ${workflow.noun} until the ${nouns[after] ?? statusWords(after)} has been submitted`,
        ]
      : [];
  }
  const reasons: string[] = [];
  const status = validation.accountStatus?.name;
  const applicable = (validation.applicableAccountStatuses ?? []).map((entry) => entry.name);
  if (status && applicable.length > 0 && !applicable.includes(status)) {
    reasons.push(
      workflow.statusBlocked?.(statusWords(status)) ??
        `You cannot start ${workflow.article} ${workflow.noun} on an account that is ${statusWords(status)}`,
    );
  }
  for (const blocking of validation.requests ?? []) {
    reasons.push(
      blockingSentence(workflow, blocking, states[blocking], nouns[blocking] ?? statusWords(blocking)),
    );
  }
  if (reasons.length === 0) reasons.push('You cannot start this task at the moment');
  return reasons;
}

/**
 * The report this one follows, when the API allows the start but says that report is not submitted yet (the
 * reference's "valid, but names the earlier report"): then only a disaggregated undertaking may start it.
 */
export function awaitedReport(
  workflow: StartableWorkflow,
  validation: StartValidation,
): WorkflowType | undefined {
  const after = workflow.disaggregated?.after;
  return validation.valid && after && validation.requests?.includes(after as WorkflowType)
    ? (after as WorkflowType)
    : undefined;
}

function useAvailableWorkflows(accountId: number) {
  return useQuery({
    queryKey: [workflowQueryRoots.availableWorkflows, accountId],
    queryFn: () =>
      unwrap(
        api.GET('/v1.0/requests/available-workflows/permit/{accountId}', {
          params: { path: { accountId } },
        }),
      ),
    // What can start changes with work done on other pages (a task cancelled, an account closed): always ask
    // the API when the page opens rather than show an earlier answer.
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * The states of the requests the API says are in the way (see BlockingState); null while loading. Not
 * read while a start is sent or once it has succeeded: this read is a POST, and a POST in flight would
 * hold the move to the new task (the pending-request guard).
 */
function useBlockingStates(
  accountId: number,
  validations: StartValidation[],
  paused: boolean,
): BlockingStates | null {
  const reporting = new Set<string>(startableWorkflows().map((workflow) => workflow.type));
  reporting.delete('ACCOUNT_CLOSURE');
  const types = [
    ...new Set(
      validations.flatMap((validation) =>
        validation.valid ? [] : (validation.requests ?? []).filter((type) => reporting.has(type)),
      ),
    ),
  ].sort();
  const found = useQuery({
    enabled: types.length > 0 && !paused,
    queryKey: [workflowQueryRoots.accountWorkflows, accountId, 'blocking', types],
    placeholderData: keepPreviousData,
    queryFn: () =>
      unwrap(
        api.POST('/v1.0/requests/workflows', {
          body: { accountId, category: 'REPORTING', requestTypes: types, pageNumber: 0, pageSize: 50 },
        }),
      ),
    staleTime: 0,
  });
  // A closure blocks only another closure, and only while it runs.
  const states: BlockingStates = { ACCOUNT_CLOSURE: 'IN_PROGRESS' };
  if (types.length > 0 && found.isPending) return null;
  if (!found.data) return states;
  for (const type of types as WorkflowType[]) {
    const ofType = found.data.requestDetails.filter((request) => request.requestType === type);
    states[type] = ofType.some((request) => request.requestStatus === 'IN_PROGRESS')
      ? 'IN_PROGRESS'
      : ofType.some((request) => request.requestStatus === 'COMPLETED')
        ? 'SUBMITTED'
        : 'NONE';
  }
  return states;
}

function WorkflowCard({
  accountId,
  workflow,
  validation,
  states,
  onStart,
}: {
  accountId: number;
  workflow: StartableWorkflow;
  validation: StartValidation;
  states: BlockingStates;
  onStart: () => void;
}) {
  const disaggregated = awaitedReport(workflow, validation) ? workflow.disaggregated : undefined;
  const headingId = `workflow-${workflow.type}`;
  const reasons = blockedReasons(workflow, validation, states);
  return (
    <section className="govuk-summary-card" aria-labelledby={headingId}>
      <div className="govuk-summary-card__title-wrapper">
        <h2 className="govuk-summary-card__title" id={headingId}>
          {workflow.title}
        </h2>
      </div>
      <div className="govuk-summary-card__content">
        <h3 className="govuk-heading-s">About</h3>
        <p className="govuk-body">{workflow.about}</p>
        {reasons.length === 0 ? (
          <Button type="button" pending className="govuk-!-margin-bottom-0" onClick={onStart}>
            {workflow.startText ?? (
              <>
                Start <span className="govuk-visually-hidden">{workflow.title}</span>
              </>
            )}
          </Button>
        ) : (
          <>
            <h3 className="govuk-heading-s">You cannot start this task</h3>
            <ul className="govuk-list govuk-list--bullet govuk-!-margin-bottom-0">
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            {disaggregated ? (
              <p className="govuk-body govuk-!-margin-top-4 govuk-!-margin-bottom-0">
                <Link
                  className="govuk-link"
                  to={paths.account.disaggregatedStart(accountId, disaggregated.path)}
                >
                  {disaggregated.linkText}
                </Link>
              </p>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

/** 'Start a new task' (web-screens §2.2, process-actions): one card per workflow the API offers. */
export function ProcessActionsPage() {
  const account = useAccount();
  const navigate = useNavigate();
  const available = useAvailableWorkflows(account.id);
  const start = useStartWorkflow(account.id);
  const startError = start.isError ? startErrorMessage(start.error) : null;
  useFormErrorTitle(startError !== null);

  const offered = available.data
    ? startableWorkflows().flatMap((workflow) => {
        const validation = available.data[workflow.type];
        return validation ? [{ workflow, validation }] : [];
      })
    : [];
  const states = useBlockingStates(
    account.id,
    offered.map(({ validation }) => validation),
    start.isPending || start.isSuccess,
  );

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {startError ? <ErrorSummary errors={[{ href: '#workflows', text: startError }]} /> : null}
        <span className="govuk-caption-l">{account.name}</span>
        <h1 className="govuk-heading-l">Start a new task</h1>
        <div id="workflows" tabIndex={-1}>
          {available.isPending || !states ? (
            <p className="govuk-body">Loading the tasks you can start…</p>
          ) : available.isError ? (
            <p className="govuk-body">The tasks you can start could not be loaded. Try again later.</p>
          ) : offered.length === 0 ? (
            <p className="govuk-body">There are no tasks you can start on this account.</p>
          ) : (
            offered.map(({ workflow, validation }) => (
              <WorkflowCard
                key={workflow.type}
                accountId={account.id}
                workflow={workflow}
                validation={validation}
                states={states}
                onStart={() => start.mutate(workflow.create, { onSuccess: (href) => void navigate(href) })}
              />
            ))
          )}
        </div>
        <p className="govuk-body">
          <Link className="govuk-link" to={paths.account.home(account.id)}>
            Return to: {account.name}
          </Link>
        </p>
      </div>
    </div>
  );
}
