import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { errorCode, invalidateWorkflowQueries } from '../api';
import { useSession } from '../auth';
import { useFormErrorTitle } from '../forms';
import { Button, ErrorSummary, Panel } from '../govuk';
import { paths } from '../routing';
import type { TaskActionType } from '../workflow';
import { isEditable, postTaskAction, useTaskPageData } from '../workflow/task';
import { REGULATOR_NAMES_IN_SENTENCE } from './labels';
import { STALE_TASK, staleTaskMessage } from './report-section';
import { fieldProblemsOf, violationLines, violationsOf, type ViolationLine } from './violations';

/** A report's submit, confirmation and errors pages (task-forms §0, §2, §3), as one workflow configures them. */
export interface ReportSubmitConfig {
  /** The task's name, the caption above the heading: 'Submit Phase 3 Action Plan'. */
  taskName: string;
  /** 'action plan', 'progress update 1'. */
  noun: string;
  /** 'Action plan', 'Progress Update 1': the confirmation panel's subject. */
  title: string;
  submitAction: TaskActionType;
  /** The code of a submit outside the window ("Submission not allowed."). */
  windowCode: string;
  /** The code carrying the violation list. */
  violationsCode: string;
  /** Sections in task-list order: the key the violation paths name, the link's words, the section's page. */
  sections: readonly { key: string; name: string; segment: string }[];
  /** Whether every section is completed, so the report may be sent. */
  ready: (payload: unknown) => boolean;
  segments: { submit: string; confirmation: string; errors: string };
}

interface Sent {
  requestId: string;
  regulator: string;
}
interface Refused {
  lines: ViolationLine[];
}

const NOT_ALLOWED = 'Submission not allowed.';

/** 'Submit to regulator': sends the last save with the report's submit action. */
export function SubmitReportPage({ config }: { config: ReportSubmitConfig }) {
  const data = useTaskPageData();
  const userId = useSession().userState?.userId;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const taskId = data.task.requestTask.id;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useFormErrorTitle(failure !== null);
  if (!isEditable(data, userId) || !config.ready(data.task.requestTask.payload)) {
    return <Navigate to={paths.task.home(taskId)} replace />;
  }

  const send = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await postTaskAction(
        taskId,
        {
          requestTaskActionType: config.submitAction,
          requestTaskActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
        },
        data.version,
      );
      void invalidateWorkflowQueries(queryClient);
      const sent: Sent = {
        requestId: data.task.requestInfo.id,
        regulator: REGULATOR_NAMES_IN_SENTENCE[data.task.requestInfo.competentAuthority],
      };
      void navigate(paths.task.page(taskId, config.segments.confirmation), { state: sent, replace: true });
    } catch (error) {
      const code = errorCode(error);
      // The notification's reporting obligation is refused as a form (FORM1001/FORM1002), listed the same way.
      const fieldProblems = fieldProblemsOf(error);
      if (code === config.violationsCode || fieldProblems.length > 0) {
        const refused: Refused = {
          lines: violationLines(
            code === config.violationsCode ? violationsOf(error) : fieldProblems,
            config.sections.map((s) => s.key),
          ),
        };
        void navigate(paths.task.page(taskId, config.segments.errors), { state: refused });
      } else if (code === config.windowCode) {
        setFailure(NOT_ALLOWED);
      } else if (code === STALE_TASK) {
        setFailure(staleTaskMessage(config.noun));
      } else {
        setFailure(`Your ${config.noun} could not be sent. Try again.`);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {failure ? <ErrorSummary errors={[{ href: '#l.send', text: failure }]} /> : null}
        <span className="govuk-caption-l">{config.taskName}</span>
        <h1 className="govuk-heading-l">Submit to regulator</h1>
        <p className="govuk-body">Your {config.noun} will be sent directly to your regulator.</p>
        <p className="govuk-body">
          By selecting ‘Confirm and send’ you confirm that the information in your {config.noun} is correct to
          the best of your knowledge.
        </p>
        <div className="govuk-button-group">
          <Button id="l.send" type="button" disabled={busy} onClick={() => void send()}>
            Confirm and send
          </Button>
          <Link className="govuk-link" to={paths.task.home(taskId)}>
            Return to: {config.taskName}
          </Link>
        </div>
      </div>
    </div>
  );
}

function isSent(value: unknown): value is Sent {
  return typeof value === 'object' && value !== null && 'requestId' in value && 'regulator' in value;
}

/** '<Report> sent to regulator', its reference and what happens next. */
export function ReportSentPage({ config }: { config: ReportSubmitConfig }) {
  const data = useTaskPageData();
  const state: unknown = useLocation().state;
  const sent: Sent = isSent(state)
    ? state
    : {
        requestId: data.task.requestInfo.id,
        regulator: REGULATOR_NAMES_IN_SENTENCE[data.task.requestInfo.competentAuthority],
      };
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Panel title={`${config.title} sent to regulator`}>
          Your reference is <strong>{sent.requestId}</strong>
        </Panel>
        <h2 className="govuk-heading-m">What happens next</h2>
        <p className="govuk-body">
          The {config.noun} has been sent to {sent.regulator}. Contact your regulator if you need to make any
          updates to the {config.noun}.
        </p>
        <p className="govuk-body">
          <Link className="govuk-link" to={paths.dashboard}>
            Return to dashboard
          </Link>
        </p>
      </div>
    </div>
  );
}

function isRefused(value: unknown): value is Refused {
  return typeof value === 'object' && value !== null && 'lines' in value && Array.isArray(value.lines);
}

/** The submit's violation list, grouped by section with a link to change its answers. */
export function ReportErrorsPage({ config }: { config: ReportSubmitConfig }) {
  const data = useTaskPageData();
  const taskId = data.task.requestTask.id;
  const state: unknown = useLocation().state;
  useFormErrorTitle(true);
  if (!isRefused(state)) return <Navigate to={paths.task.home(taskId)} replace />;
  const groups = [
    ...config.sections.map((section) => ({
      section,
      lines: state.lines.filter((line) => line.section === section.key),
    })),
    { section: undefined, lines: state.lines.filter((line) => line.section === undefined) },
  ].filter((group) => group.lines.length > 0);

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <ErrorSummary
          errors={[]}
          description={`Your ${config.noun} could not be sent: correct the answers listed below, then submit it again.`}
        />
        <span className="govuk-caption-l">{config.taskName}</span>
        <h1 className="govuk-heading-l">Your {config.noun} has problems</h1>
        {groups.map(({ section, lines }) => (
          <div key={section?.key ?? 'other'} className="govuk-!-margin-bottom-6">
            <h2 className="govuk-heading-m">{section?.name ?? 'Other problems'}</h2>
            <ul className="govuk-list govuk-list--bullet">
              {lines.map((line, index) => (
                <li key={index}>{line.text}</li>
              ))}
            </ul>
            {section ? (
              <p className="govuk-body">
                <Link className="govuk-link" to={paths.task.page(taskId, section.segment)}>
                  Change {section.name.toLowerCase()} answers
                </Link>
              </p>
            ) : null}
          </div>
        ))}
        <p className="govuk-body">
          <Link className="govuk-link" to={paths.task.home(taskId)}>
            Return to: {config.taskName}
          </Link>
        </p>
      </div>
    </div>
  );
}
