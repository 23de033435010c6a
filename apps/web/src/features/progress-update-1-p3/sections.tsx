import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { api, unwrap } from '../../shared/api';
import { useSession } from '../../shared/auth';
import { paths } from '../../shared/routing';
import { officerConfirmationFlow, sectionStatus, useReportSection } from '../../shared/reporting';
import { StepFlowPage, stepTitle, type StepFlow } from '../../shared/step-flow';
import type { TaskPageData } from '../../shared/workflow';
import { isEditable, useTaskPageData } from '../../shared/workflow/task';
import { groupChangeFlow, measuresFlow } from './flows';
import { PU1_PAGES } from './segments';
import {
  SECTIONS,
  STATEMENTS,
  TASK_NAME,
  measuresOf,
  requiredStatements,
  updateOf,
  type Answers,
  type SectionsCompleted,
  type Statement,
} from './update';

type SectionKey = keyof SectionsCompleted;

/** A section of the update on the step-flow kit, saved with PROGRESS_UPDATE_1_P3_SAVE_APPLICATION_SUBMIT. */
function UpdateSection({
  data,
  flow,
  sectionKey,
  segment,
}: {
  data: TaskPageData;
  flow: StepFlow<Answers>;
  sectionKey: SectionKey;
  segment: string;
}) {
  const { answers, completed } = updateOf(data.task.requestTask.payload);
  const binding = useReportSection<Answers>({
    data,
    basePath: paths.task.page(data.task.requestTask.id, segment),
    answers,
    status: sectionStatus(completed[sectionKey]),
    taskName: TASK_NAME,
    noun: 'progress update',
    // The save names each carried-over measure by its uuId; the plan's copy stays on the server.
    saveAction: ({ update }, status) => ({
      requestTaskActionType: 'PROGRESS_UPDATE_1_P3_SAVE_APPLICATION_SUBMIT',
      requestTaskActionPayload: {
        payloadType: 'PROGRESS_UPDATE_1_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
        progressUpdate1P3: {
          groupChange: update.groupChange ?? null,
          progressUpdate1P3MeasuresUpdate: {
            progressUpdate1P3Measures: measuresOf(update).map((measure) => ({
              uuId: measure.uuId,
              progressUpdate1P3EnergyEfficiencyMeasure:
                measure.progressUpdate1P3EnergyEfficiencyMeasure ?? null,
            })),
            progressUpdate1P3AddedMeasure:
              update.progressUpdate1P3MeasuresUpdate.progressUpdate1P3AddedMeasure,
          },
          responsibleOfficerConfirmation: update.responsibleOfficerConfirmation ?? null,
        },
        progressUpdate1P3SectionsCompleted: { ...completed, [sectionKey]: status },
      },
    }),
  });
  return <StepFlowPage flow={flow} binding={binding} />;
}

function useEditableTask(): { data: TaskPageData; editable: boolean; home: string } {
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

export function GroupChangeSection() {
  const { data, editable, home } = useEditableTask();
  const account = useAccount(data.task.requestInfo.accountId);
  const name = account.data?.name;
  const crn = account.data?.registrationNumber ?? undefined;
  const flow = useMemo(() => groupChangeFlow({ name, registrationNumber: crn }), [name, crn]);
  if (!editable || !updateOf(data.task.requestTask.payload).answers.isDisaggregateUndertaking) {
    return <Navigate to={home} replace />;
  }
  if (account.isPending) return null;
  return <UpdateSection data={data} flow={flow} sectionKey="groupChange" segment={PU1_PAGES.groupChange} />;
}

export const groupChangeTitle = (address: string) => stepTitle(groupChangeFlow({}), address);

export function MeasuresSection() {
  const { data, editable, home } = useEditableTask();
  const measures = measuresOf(updateOf(data.task.requestTask.payload).answers.update);
  const kinds = measures.map((measure) => measure.measureImplType).join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new flow only when the plan's measures differ
  const flow = useMemo(() => measuresFlow(measures), [kinds]);
  if (!editable) return <Navigate to={home} replace />;
  return (
    <UpdateSection
      data={data}
      flow={flow}
      sectionKey="progressUpdate1P3MeasuresUpdate"
      segment={PU1_PAGES.measures}
    />
  );
}

export const measuresTitle = (address: string) =>
  address.startsWith('measure-')
    ? 'Update for energy efficiency measure'
    : stepTitle(measuresFlow([]), address);

function confirmationFlow(answers: Answers): StepFlow<Answers> {
  return officerConfirmationFlow<Answers, Statement>({
    statements: STATEMENTS,
    required: requiredStatements(answers.update),
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

export function ConfirmationSection() {
  const { data, editable, home } = useEditableTask();
  const { answers, completed } = updateOf(data.task.requestTask.payload);
  const required = requiredStatements(answers.update).join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new flow only when the required statements change
  const flow = useMemo(() => confirmationFlow(answers), [required]);
  if (
    !editable ||
    (completed.progressUpdate1P3MeasuresUpdate !== 'COMPLETED' && !completed.responsibleOfficerConfirmation)
  ) {
    return <Navigate to={home} replace />;
  }
  return (
    <UpdateSection
      data={data}
      flow={flow}
      sectionKey={SECTIONS.confirmation.key}
      segment={PU1_PAGES.confirmation}
    />
  );
}

export const confirmationTitle = (address: string) =>
  stepTitle(
    confirmationFlow({
      update: {
        progressUpdate1P3MeasuresUpdate: { progressUpdate1P3Measures: [], progressUpdate1P3AddedMeasure: [] },
      },
      isDisaggregateUndertaking: false,
    }),
    address,
  );
