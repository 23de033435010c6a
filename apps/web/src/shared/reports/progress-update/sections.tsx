import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { api, unwrap } from '../../api';
import { useSession } from '../../auth';
import { officerConfirmationFlow, sectionStatus, useReportSection, withRegulationLink } from '..';
import { paths } from '../../routing';
import { StepFlowPage, stepTitle, type StepFlow } from '../../step-flow';
import type { TaskPageData } from '../../workflow';
import { isEditable, useTaskPageData } from '../../workflow/task';
import { groupChangeFlow } from './group-change';
import { measuresTitleOf } from './measures-flow';
import {
  CONFIRMATION,
  STATEMENTS,
  sectionsOf,
  statementsFor,
  type BaseUpdate,
  type ProgressUpdateModel,
  type Statement,
  type UpdateAnswers,
} from './model';
import type { ProgressUpdateSectionsModule } from './routes';

/** A section of the update on the step-flow kit, saved with the update's SAVE action (the whole update). */
export function UpdateSection<U extends BaseUpdate>({
  data,
  model,
  flow,
  section,
}: {
  data: TaskPageData;
  model: ProgressUpdateModel<U>;
  flow: StepFlow<UpdateAnswers<U>>;
  section: 'groupChange' | 'measures' | 'confirmation';
}) {
  const { key: sectionKey, segment } = sectionsOf(model)[section];
  const { answers, completed } = model.read(data.task.requestTask.payload);
  const binding = useReportSection<UpdateAnswers<U>>({
    data,
    basePath: paths.task.page(data.task.requestTask.id, segment),
    answers,
    status: sectionStatus(completed[sectionKey]),
    taskName: model.taskName,
    noun: 'progress update',
    saveAction: (current, status) => model.saveAction(current, { ...completed, [sectionKey]: status }),
  });
  return <StepFlowPage flow={flow} binding={binding} />;
}

/** The task the route loaded, whether this user may change it, and its task page. */
export function useEditableTask(): { data: TaskPageData; editable: boolean; home: string } {
  const data = useTaskPageData();
  const userId = useSession().userState?.userId;
  return { data, editable: isEditable(data, userId), home: paths.task.home(data.task.requestTask.id) };
}

/** This account's name and registration number, which the other responsible undertaking's may not be. */
function useAccount(accountId: number | undefined) {
  return useQuery({
    queryKey: ['organisation-account', accountId],
    queryFn: () =>
      unwrap(api.GET('/v1.0/organisation/account/{id}', { params: { path: { id: accountId ?? 0 } } })),
    enabled: accountId !== undefined,
  });
}

/** 'Group change': only for a disaggregated undertaking. */
export function GroupChangeSection<U extends BaseUpdate>({ model }: { model: ProgressUpdateModel<U> }) {
  const { data, editable, home } = useEditableTask();
  const account = useAccount(data.task.requestInfo.accountId);
  const name = account.data?.name;
  const crn = account.data?.registrationNumber ?? undefined;
  const flow = useMemo(() => groupChangeFlow<U>({ name, registrationNumber: crn }), [name, crn]);
  if (!editable || !model.read(data.task.requestTask.payload).answers.isDisaggregateUndertaking) {
    return <Navigate to={home} replace />;
  }
  if (account.isPending) return null;
  return <UpdateSection data={data} model={model} flow={flow} section="groupChange" />;
}

/**
 * 'Update for energy efficiency measures': the update's own flow (`flowOf`), made again only when the
 * carried-over measures differ (`flowKey`), since the pages are made one per measure.
 */
export function MeasuresSection<U extends BaseUpdate>({
  model,
  flowOf,
  flowKey,
}: {
  model: ProgressUpdateModel<U>;
  flowOf: (update: U) => StepFlow<UpdateAnswers<U>>;
  flowKey: (update: U) => string;
}) {
  const { data, editable, home } = useEditableTask();
  const { update } = model.read(data.task.requestTask.payload).answers;
  const key = flowKey(update);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new flow only when the carried-over measures differ
  const flow = useMemo(() => flowOf(update), [key]);
  if (!editable) return <Navigate to={home} replace />;
  return <UpdateSection data={data} model={model} flow={flow} section="measures" />;
}

export const groupChangeTitle = (address: string) => stepTitle(groupChangeFlow({}), address);

function confirmationFlow<U extends BaseUpdate>(required: Statement[]): StepFlow<UpdateAnswers<U>> {
  return officerConfirmationFlow<UpdateAnswers<U>, Statement>({
    statements: withRegulationLink(STATEMENTS, 'ESOS_ACTION_PLAN_COMPLIANCE', '34B'),
    required,
    ticked: (current) => current.update.responsibleOfficerConfirmation ?? [],
    setTicked: (current, ticked) => ({
      ...current,
      update: { ...current.update, responsibleOfficerConfirmation: ticked },
    }),
    intro:
      'You must confirm that all of these statements are true before you can submit your progress update.',
    legend:
      'I confirm that the responsible officer has reviewed the progress update and is satisfied, to the best of ' +
      'their knowledge, that the following statements are true:',
  });
}

/** 'Responsible officer confirmation': once the measures are completed (or it was answered before). */
export function ConfirmationSection<U extends BaseUpdate>({ model }: { model: ProgressUpdateModel<U> }) {
  const { data, editable, home } = useEditableTask();
  const { answers, completed } = model.read(data.task.requestTask.payload);
  const required = statementsFor(model.usesOtherMethod(answers.update));
  const key = required.join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new flow only when the required statements change
  const flow = useMemo(() => confirmationFlow<U>(required), [key]);
  if (!editable || (completed[model.measuresKey] !== 'COMPLETED' && !completed[CONFIRMATION.key])) {
    return <Navigate to={home} replace />;
  }
  return <UpdateSection data={data} model={model} flow={flow} section="confirmation" />;
}

export const confirmationTitle = (address: string) =>
  stepTitle(confirmationFlow(statementsFor(false)), address);

/**
 * The sections module a progress update feature's routes load (./routes): the shared group change and
 * confirmation, and its own measures flow, one page per carried-over measure (`flow`), made again only when
 * what is asked of them changes (`flowKey`).
 */
export function progressUpdateSections<U extends BaseUpdate, M>(
  model: ProgressUpdateModel<U>,
  measures: {
    carriedOf: (update: U) => M[];
    flow: (carried: readonly M[]) => StepFlow<UpdateAnswers<U>>;
    flowKey: (carried: readonly M[]) => string;
  },
): ProgressUpdateSectionsModule {
  return {
    GroupChangeSection: () => <GroupChangeSection model={model} />,
    groupChangeTitle,
    MeasuresSection: () => (
      <MeasuresSection
        model={model}
        flowOf={(update) => measures.flow(measures.carriedOf(update))}
        flowKey={(update) => measures.flowKey(measures.carriedOf(update))}
      />
    ),
    measuresTitle: measuresTitleOf(measures.flow([])),
    ConfirmationSection: () => <ConfirmationSection model={model} />,
    confirmationTitle,
  };
}
