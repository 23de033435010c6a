import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { api, unwrap } from '../../api';
import { useSession } from '../../auth';
import { officerConfirmationFlow, sectionStatus, useReportSection, withRegulationLink } from '..';
import { paths } from '../../routing';
import { StepFlowPage, stepTitle, type StepFlow, type StepFlowBinding } from '../../step-flow';
import type { TaskPageData } from '../../workflow';
import { isEditable, useTaskPageData } from '../../workflow/task';
import { groupChangeFlow } from './group-change';
import { measuresTitleOf } from './measures-flow';
import { UPDATE_UPLOAD_PATH } from './measures-upload';
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
  render,
}: {
  data: TaskPageData;
  model: ProgressUpdateModel<U>;
  flow: StepFlow<UpdateAnswers<U>>;
  section: 'groupChange' | 'measures' | 'confirmation';
  /** A page of the section that is not the flow's (the measures' upload), saving through the same binding. */
  render?: (binding: StepFlowBinding<UpdateAnswers<U>>, answers: UpdateAnswers<U>) => ReactNode;
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
  return render ? render(binding, answers) : <StepFlowPage flow={flow} binding={binding} />;
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
  upload,
}: {
  model: ProgressUpdateModel<U>;
  flowOf: (update: U) => StepFlow<UpdateAnswers<U>>;
  flowKey: (update: U) => string;
  /** The update's measures from a spreadsheet, when its report has a sheet (issue 42). */
  upload?: MeasuresUploadPage<U>;
}) {
  const { data, editable, home } = useEditableTask();
  const address = (useParams()['*'] ?? '').replace(/\/$/, '');
  const { update } = model.read(data.task.requestTask.payload).answers;
  const key = flowKey(update);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new flow only when the carried-over measures differ
  const flow = useMemo(() => flowOf(update), [key]);
  if (!editable) return <Navigate to={home} replace />;
  const Upload = upload;
  const render =
    Upload && address === UPDATE_UPLOAD_PATH
      ? (binding: StepFlowBinding<UpdateAnswers<U>>, answers: UpdateAnswers<U>) => (
          <Upload data={data} binding={binding} answers={answers} />
        )
      : undefined;
  return (
    <UpdateSection data={data} model={model} flow={flow} section="measures" {...(render ? { render } : {})} />
  );
}

/** The upload page of an update's measures, given the section's binding. */
export type MeasuresUploadPage<U extends BaseUpdate> = (props: {
  data: TaskPageData;
  binding: StepFlowBinding<UpdateAnswers<U>>;
  answers: UpdateAnswers<U>;
}) => ReactNode;

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
    upload?: MeasuresUploadPage<U>;
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
        {...(measures.upload ? { upload: measures.upload } : {})}
      />
    ),
    measuresTitle: (address: string) =>
      address.replace(/\/$/, '') === UPDATE_UPLOAD_PATH
        ? 'Upload your measures from a spreadsheet'
        : measuresTitleOf(measures.flow([]))(address),
    ConfirmationSection: () => <ConfirmationSection model={model} />,
    confirmationTitle,
  };
}
