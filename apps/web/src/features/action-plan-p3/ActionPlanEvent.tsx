import { isActionPayload, type TimelineViewProps } from '../../shared/workflow';
import { EventDetailsNotAvailable, SubmittedReport } from '../../shared/workflow/task';
import { MeasuresDownloadLink } from '../../shared/reports';
import { PlanSummary } from './PlanSummary';

/** 'Action Plan submitted' (task-forms §6): the plan as it was sent, its two sections read-only. */
export function ActionPlanEvent({ action }: TimelineViewProps) {
  const { payload } = action;
  if (!isActionPayload(payload, 'ACTION_PLAN_P3_APPLICATION_SUBMITTED_PAYLOAD'))
    return <EventDetailsNotAvailable />;
  return (
    <SubmittedReport
      action={action}
      title="Phase 3 action plan"
      label="Download PDF of submitted action plan"
    >
      <PlanSummary plan={payload.actionPlan} />
      {payload.actionPlan.energyEfficiencyMeasure?.haveEnergyEfficiencyMeasures ? (
        <p className="govuk-body">
          <MeasuresDownloadLink actionId={action.id} text="Download these measures" />
        </p>
      ) : null}
    </SubmittedReport>
  );
}
