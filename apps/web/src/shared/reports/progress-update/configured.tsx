import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import { SummaryList, type SummaryListRow } from '../../govuk/forms';
import { stepPage, type StepFlow, type StepPage } from '../../step-flow';
import type { TaskContentProps, TimelineViewProps } from '../../workflow';
import { EventDetailsNotAvailable, SubmittedReport, useTaskPageData } from '../../workflow/task';
import { useNavigate } from 'react-router';
import { paths } from '../../routing';
import { href } from '../../step-flow';
import { DEFAULT_CHECK_ANSWERS_PATH } from '../../step-flow/flow';
import { MeasuresDownloadLink, MeasuresFileUpload } from '../measures-file';
import { MEASURES_NAME } from './model';
import {
  UPDATE_UPLOAD_PATH,
  UpdateSpreadsheetLinks,
  refuseTooManyAdded,
  updateFileReview,
} from './measures-upload';
import type { MeasuresUploadPage } from './sections';
import type { AddedMeasure, AddedMeasureKit } from './added-measure';
import {
  addedOf,
  carriedOf,
  updateModel,
  withAdded,
  withPart,
  type Carried,
  type Update,
  type UpdateShape,
} from './carried';
import type { UpdateAnswers } from './model';
import { MeasuresAnswers, measuresFlowOf, newMeasurePages } from './measures-flow';
import { ProgressUpdateTaskList } from './ProgressUpdateTaskList';
import { progressUpdateSections } from './sections';
import { progressUpdateSubmitPages } from './submit-pages';
import { UpdateSummary } from './UpdateSummary';

type Answers = UpdateAnswers<Update>;

/** The questions an update asks of a carried-over measure, as its `questions` say. */
export interface MeasureQuestions<Part, Q extends string, V extends FieldValues> {
  schema: (questions: Q) => ZodType<Part, V>;
  values: (part: Part | null | undefined) => V;
  Fields: (props: { form: UseFormReturn<V, unknown, Part>; questions: Q }) => ReactNode;
  rows: (part: Part | null | undefined, questions: Q) => SummaryListRow[];
}

/** What is a progress update's own (task-forms §3); the kit makes its pages from it. */
export interface ProgressUpdateConfiguration<
  Part,
  Q extends string,
  V extends FieldValues,
> extends UpdateShape<Q> {
  /** The code of a submit refused with violations. */
  violationsCode: string;
  questions: MeasureQuestions<Part, Q, V>;
  added: AddedMeasureKit;
  /** The heading of the measures section's 'Check your answers'. */
  checkHeading: string;
  /** Above a carried-over measure's questions: the measure, and what earlier reports said of it. */
  Earlier: (props: { measure: Carried<Part, Q> }) => ReactNode;
  /** A carried-over measure in the update read-only. */
  Submitted: (props: { measure: Carried<Part, Q> }) => ReactNode;
  /** The server has a measures sheet for this update (issue 42): template, upload and download offered. */
  spreadsheet?: boolean;
}

/** The measures section: a page per carried-over measure, the new measures, then 'Check your answers'. */
function measuresFlow<Part, Q extends string, V extends FieldValues>(
  config: ProgressUpdateConfiguration<Part, Q, V>,
  carried: readonly Carried<Part, Q>[],
): StepFlow<Answers> {
  const { questions, added, Earlier } = config;
  const page = (index: number, asked: Q): StepPage<Answers> => {
    const at = (answers: Answers) => carriedOf<Part, Q>(config, answers.update)[index];
    return stepPage<Answers, V, Part>({
      path: `measure-${index + 1}`,
      title: 'Update for energy efficiency measure',
      schema: questions.schema(asked),
      when: (answers) => at(answers) !== undefined,
      values: (answers) => questions.values(at(answers)?.part),
      done: (answers) => Boolean(at(answers)?.part),
      apply: (answers, output) => {
        const measure = at(answers);
        return measure
          ? { ...answers, update: withPart(config, answers.update, measure.uuId, output) }
          : answers;
      },
      Fields: ({ form, answers }) => {
        const measure = at(answers);
        return measure ? (
          <>
            <Earlier measure={measure} />
            <questions.Fields form={form} questions={asked} />
            {/* The first measure's page is where the section starts: the spreadsheet is offered there too. */}
            {index === 0 && config.spreadsheet ? (
              <SpreadsheetLinks uploadHref={`../${UPDATE_UPLOAD_PATH}`} />
            ) : null}
          </>
        ) : null;
      },
    });
  };
  const addedPages = newMeasurePages({
    items: (answers: Answers) => addedOf<AddedMeasure>(answers.update, config.n),
    setItems: (answers: Answers, items) => ({
      ...answers,
      update: withAdded(answers.update, config.n, items),
    }),
    rows: added.rows,
    itemSchema: added.schema,
    itemValues: added.values,
    ItemFields: added.Fields,
  });
  const Check = ({ answers, changeHref }: { answers: Answers; changeHref(path: string): string }) => (
    <MeasuresAnswers
      heading={config.checkHeading}
      carried={carriedOf<Part, Q>(config, answers.update).map((measure) => ({
        key: measure.uuId,
        title: measure.name,
        rows: questions.rows(measure.part, measure.questions),
      }))}
      added={addedOf<AddedMeasure>(answers.update, config.n)}
      addedRows={added.rows}
      changeHref={changeHref}
      {...(config.spreadsheet
        ? { spreadsheet: <SpreadsheetLinks uploadHref={changeHref(UPDATE_UPLOAD_PATH)} /> }
        : {})}
    />
  );
  return measuresFlowOf(
    [...carried.map((measure, index) => page(index, measure.questions)), ...addedPages],
    Check,
  );
}

function SpreadsheetLinks({ uploadHref }: { uploadHref: string }) {
  const taskId = useTaskPageData().task.requestTask.id;
  // The change link's "?change" is for the flow's own pages: the upload page goes back to 'Check your answers'.
  return <UpdateSpreadsheetLinks taskId={taskId} uploadHref={uploadHref} />;
}

/** The upload page of an update with a measures sheet: the kit's, saving through the section's save. */
function uploadPage<Q extends string>(shape: UpdateShape<Q>, segment: string): MeasuresUploadPage<Update> {
  return function UpdateUpload({ data, binding, answers }) {
    const navigate = useNavigate();
    const taskId = data.task.requestTask.id;
    const listHref = href(paths.task.page(taskId, segment), DEFAULT_CHECK_ANSWERS_PATH);
    return (
      <MeasuresFileUpload<Record<string, unknown>, Update>
        taskId={taskId}
        version={data.version}
        limits={`answering the plan measures by their reference and listing at most 50 new measures`}
        caption={MEASURES_NAME}
        noun="progress update"
        listHref={listHref}
        read={(checked) => checked.measuresUpdate ?? {}}
        review={(checked) => updateFileReview(shape, answers.update, checked)}
        refuse={refuseTooManyAdded(shape.n)}
        save={(update) => binding.save({ ...answers, update }, 'IN_PROGRESS')}
        done={() => void navigate(listHref)}
      />
    );
  };
}

/** The progress update's pages, task page and timeline view, made from its configuration. */
export function configured<Part, Q extends string, V extends FieldValues>(
  config: ProgressUpdateConfiguration<Part, Q, V>,
) {
  const model = updateModel(config, config.violationsCode);
  const { n, Submitted } = config;
  const ReadOnly = ({ update, disaggregated }: { update: Update; disaggregated: boolean }) => {
    const added = addedOf<AddedMeasure>(update, n);
    return (
      <UpdateSummary update={update} disaggregated={disaggregated}>
        {carriedOf<Part, Q>(config, update).map((measure) => (
          <div key={measure.uuId}>
            <Submitted measure={measure} />
          </div>
        ))}
        <h3 className="govuk-heading-s">New measures</h3>
        {added.length === 0 ? <p className="govuk-body">No new measures have been added.</p> : null}
        {added.map((measure, index) => (
          <SummaryList
            key={index}
            rows={config.added.rows(measure)}
            card={{ title: measure.measureName ?? 'Unnamed measure', headingLevel: 4 }}
          />
        ))}
      </UpdateSummary>
    );
  };
  return {
    model,
    /** The added measure's schema and form values (its pages and rows are the kit's). */
    added: config.added,
    sections: progressUpdateSections(model, {
      carriedOf: (update: Update) => carriedOf<Part, Q>(config, update),
      flow: (carried) => measuresFlow(config, carried),
      flowKey: (carried) => carried.map((measure) => measure.questions).join(),
      ...(config.spreadsheet ? { upload: uploadPage(config, model.pages.measures) } : {}),
    }),
    submit: progressUpdateSubmitPages(model, {
      submitAction: `PROGRESS_UPDATE_${n}_P3_SUBMIT_APPLICATION` as never,
      violationsCode: config.violationsCode,
    }),
    /** The task page (task-forms §3): its task list, or the update read-only. */
    Task: ({ data, editable }: TaskContentProps) => {
      if (editable) return <ProgressUpdateTaskList data={data} model={model} />;
      const { answers } = model.read(data.task.requestTask.payload);
      return <ReadOnly update={answers.update} disaggregated={answers.isDisaggregateUndertaking} />;
    },
    /** 'Progress Update <n> submitted' (task-forms §6): the update as it was sent. */
    Event: ({ action }: TimelineViewProps) => {
      const payload = action.payload as Record<string, unknown> | undefined;
      if (payload?.payloadType !== `PROGRESS_UPDATE_${n}_P3_APPLICATION_SUBMITTED_PAYLOAD`) {
        return <EventDetailsNotAvailable />;
      }
      return (
        <SubmittedReport
          action={action}
          title={`Phase 3 progress update ${n}`}
          label={`Download PDF of submitted progress update ${n}`}
        >
          {config.spreadsheet ? (
            <p className="govuk-body">
              <MeasuresDownloadLink actionId={action.id} text="Download these measures" />
            </p>
          ) : null}
          <ReadOnly
            update={payload[`progressUpdate${n}P3`] as Update}
            disaggregated={payload.isDisaggregateUndertaking === true}
          />
        </SubmittedReport>
      );
    },
  };
}

export type ConfiguredProgressUpdate = ReturnType<typeof configured>;
