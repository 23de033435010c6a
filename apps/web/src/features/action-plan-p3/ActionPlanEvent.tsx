import { isActionPayload, type TimelineViewProps } from '../../shared/workflow';
import { EventDetailsNotAvailable, SubmittedReport } from '../../shared/workflow/task';
import { MeasuresDownloadLink } from '../../shared/reports';
import { useMessages } from '../../shared/i18n';
import { actionPlanMessages } from './messages.en';
import { PlanSummary } from './PlanSummary';

/** 'Action Plan submitted' (task-forms §6): the plan as it was sent, its two sections read-only. */
export function ActionPlanEvent({ action }: TimelineViewProps) {
  const t = useMessages(actionPlanMessages);
  const { payload } = action;
  if (!isActionPayload(payload, 'ACTION_PLAN_P3_APPLICATION_SUBMITTED_PAYLOAD'))
    return <EventDetailsNotAvailable />;
  return (
    <SubmittedReport action={action} title={t('startTitle')} label={t('downloadPdf')}>
      <PlanSummary plan={payload.actionPlan} />
      {payload.actionPlan.energyEfficiencyMeasure?.haveEnergyEfficiencyMeasures ? (
        <p className="govuk-body">
          <MeasuresDownloadLink actionId={action.id} text={t('downloadMeasures')} />
        </p>
      ) : null}
    </SubmittedReport>
  );
}
