import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { fieldId } from '../forms';
import { Checkboxes, type SummaryListRow } from '../govuk/forms';
import { stepPage, type StepFlow } from '../step-flow';

export const CONFIRM_ALL = 'You must confirm all of these statements are true.';

export interface Statement<S extends string> {
  value: S;
  text: string;
  hint?: ReactNode;
}

export interface OfficerStatementsOptions<Answers, S extends string> {
  /** Every statement, in order; the page shows those `required` names. */
  statements: readonly Statement<S>[];
  required: readonly S[];
  ticked: (answers: Answers) => readonly S[];
  setTicked: (answers: Answers, ticked: S[]) => Answers;
  legend: string;
  /** Said above the statements (who the officer is, that all are needed to submit). */
  intro?: ReactNode;
}

export interface OfficerStatementsPageOptions<Answers, S extends string> extends OfficerStatementsOptions<
  Answers,
  S
> {
  path: string;
  title: string;
  /** Shown unless every statement is ticked. */
  message: string;
  when?: (answers: Answers) => boolean;
  /** The row on 'Check your answers' and its Change link's hidden words. */
  summaryKey?: string;
  change?: string;
}

/** Where the ESOS Regulations 2014 (SI 2014/1643) are published, one regulation a page. */
const REGULATIONS_URL = 'https://www.legislation.gov.uk/uksi/2014/1643/regulation/';

/** 'Read regulation 34A (opens in new tab)': a statement's hint, in a new tab so the ticks are kept. */
export function RegulationLink({ regulation }: { regulation: string }) {
  return (
    <a
      className="govuk-link"
      href={`${REGULATIONS_URL}${regulation}`}
      target="_blank"
      rel="noreferrer noopener"
    >
      Read regulation {regulation} (opens in new tab)
    </a>
  );
}

/** The statements with a link to the regulation one of them names under it (task-forms §2, §3). */
export function withRegulationLink<S extends string>(
  statements: readonly Statement<S>[],
  value: S,
  regulation: string,
): Statement<S>[] {
  return statements.map((statement) =>
    statement.value === value
      ? { ...statement, hint: <RegulationLink regulation={regulation} /> }
      : statement,
  );
}

/** A page of statements a responsible officer confirms, every one of which must be ticked. */
export function officerStatementsPage<Answers, S extends string>(
  options: OfficerStatementsPageOptions<Answers, S>,
) {
  const shown = options.statements.filter((statement) => options.required.includes(statement.value));
  const schema = z.object({
    statements: z
      .array(z.string())
      .refine((ticked) => options.required.every((value) => ticked.includes(value)), options.message),
  });
  return stepPage({
    path: options.path,
    title: options.title,
    ...(options.when ? { when: options.when } : {}),
    schema,
    values: (answers: Answers) => ({
      statements: options.ticked(answers).filter((value) => options.required.includes(value)) as string[],
    }),
    apply: (answers: Answers, output) =>
      options.setTicked(
        answers,
        options.required.filter((value) => output.statements.includes(value)),
      ),
    Fields: ({ form }) => (
      <>
        {typeof options.intro === 'string' ? <p className="govuk-body">{options.intro}</p> : options.intro}
        <Controller
          control={form.control}
          name="statements"
          render={({ field, fieldState }) => (
            <Checkboxes
              name={field.name}
              idPrefix={fieldId(field.name)}
              legend={{ text: options.legend, size: 's' }}
              errorMessage={fieldState.error?.message}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              items={shown.map((statement) => ({
                value: statement.value,
                text: statement.text,
                hint: statement.hint,
              }))}
            />
          )}
        />
      </>
    ),
    summary: (answers) => [
      {
        key: options.summaryKey ?? 'Statements confirmed',
        value: (
          <ul className="govuk-list govuk-list--bullet">
            {shown
              .filter((statement) => options.ticked(answers).includes(statement.value))
              .map((statement) => (
                <li key={statement.value}>{statement.text}</li>
              ))}
          </ul>
        ),
        change: options.change ?? 'the statements confirmed',
      },
    ],
  });
}

/**
 * 'Responsible officer confirmation' (task-forms §2, §3): one page of statements, every one of which must be
 * ticked. Which statements apply depends on the measures, so the flow is made for the required set.
 */
export function officerConfirmationFlow<Answers, S extends string>(
  options: OfficerStatementsOptions<Answers, S>,
): StepFlow<Answers> {
  return {
    caption: 'Responsible officer confirmation',
    continueText: 'Save and continue',
    pages: [
      officerStatementsPage({
        ...options,
        path: 'review',
        title: 'Responsible officer review',
        message: CONFIRM_ALL,
      }),
    ],
    checkAnswers: { confirmText: 'Confirm and complete' },
  };
}

/** The statements a submitted report's responsible officer confirmed, as a read-only row ('None' when none). */
export function confirmedStatementsRow<S extends string>(
  statements: readonly Statement<S>[],
  ticked: readonly S[],
): SummaryListRow {
  return {
    key: 'Statements confirmed',
    value:
      ticked.length === 0 ? (
        'None'
      ) : (
        <ul className="govuk-list govuk-list--bullet">
          {statements
            .filter((statement) => ticked.includes(statement.value))
            .map((statement) => (
              <li key={statement.value}>{statement.text}</li>
            ))}
        </ul>
      ),
  };
}
