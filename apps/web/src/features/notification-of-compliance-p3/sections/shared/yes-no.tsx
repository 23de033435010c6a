import type { ReactNode } from 'react';
import { z } from 'zod';
import { RadiosField, fieldId, maxLength, requiredChoice, requiredText } from '../../../../shared/forms';
import { CharacterCount } from '../../../../shared/govuk/forms';
import { stepPage, type StepPage } from '../../../../shared/step-flow';

export type YesNo = 'YES' | 'NO';

/** A saved boolean as a radio's value. */
export const yesNo = (flag: boolean | null | undefined): YesNo | null =>
  flag === true ? 'YES' : flag === false ? 'NO' : null;

/** A saved boolean on 'Check your answers'. */
export const yesNoText = (flag: boolean | null | undefined, labels = { YES: 'Yes', NO: 'No' }): string =>
  flag === true ? labels.YES : flag === false ? labels.NO : '';

interface QuestionPageOptions<A> {
  path: string;
  /** The question: the page's heading. */
  title: string;
  /** Shown when nothing is chosen (or nothing typed). */
  message: string;
  hint?: string;
  when?(answers: A): boolean;
  /** The row on 'Check your answers' (default: the question) and its Change link's hidden words. */
  summaryKey?: string;
  change: string;
}

export interface ChoicePageOptions<A, V extends string> extends QuestionPageOptions<A> {
  /** The choices in order, with their words. */
  labels: Record<V, string>;
  /** Content a choice reveals. */
  reveals?: Partial<Record<V, ReactNode>>;
  get(answers: A): V | null | undefined;
  /** The answers with the choice, dropping what it makes irrelevant. */
  set(answers: A, value: V): A;
}

/** A page asking one question with radios. */
export function choicePage<A, const V extends string>(options: ChoicePageOptions<A, V>): StepPage<A> {
  const values = Object.keys(options.labels) as [V, ...V[]];
  const schema = z.object({ answer: requiredChoice(values, options.message) });
  return stepPage({
    path: options.path,
    title: options.title,
    ownHeading: true,
    ...(options.when ? { when: options.when } : {}),
    schema,
    values: (answers: A) => ({ answer: options.get(answers) ?? null }),
    apply: (answers: A, output) => options.set(answers, output.answer),
    Fields: ({ form, title }) => (
      <RadiosField
        control={form.control}
        name="answer"
        legend={{ text: title, size: 'l', isPageHeading: true }}
        hint={options.hint}
        items={values.map((value) => ({
          value,
          text: options.labels[value],
          ...(options.reveals?.[value] ? { conditional: options.reveals[value] } : {}),
        }))}
      />
    ),
    summary: (answers) => {
      const chosen = options.get(answers);
      return [
        {
          key: options.summaryKey ?? options.title,
          value: chosen ? options.labels[chosen] : '',
          change: options.change,
        },
      ];
    },
  });
}

export interface YesNoPageOptions<A> extends QuestionPageOptions<A> {
  /** The answers' words, when not 'Yes' and 'No'. */
  labels?: { YES: string; NO: string };
  get(answers: A): boolean | null | undefined;
  set(answers: A, value: boolean): A;
}

/** A page asking one yes-or-no question, saved as a boolean. */
export function yesNoPage<A>(options: YesNoPageOptions<A>): StepPage<A> {
  return choicePage<A, YesNo>({
    ...options,
    labels: options.labels ?? { YES: 'Yes', NO: 'No' },
    get: (answers) => yesNo(options.get(answers)),
    set: (answers, value) => options.set(answers, value === 'YES'),
  });
}

export const LONG_TEXT_MAX = 10000;
export const LONG_TEXT_TOO_LONG = 'Enter up to 10000 characters';

export interface TextPageOptions<A> extends QuestionPageOptions<A> {
  get(answers: A): string | null | undefined;
  set(answers: A, value: string): A;
}

/** A page asking for one long text (up to 10,000 characters), the question its label. */
export function textPage<A>(options: TextPageOptions<A>): StepPage<A> {
  const schema = z.object({
    text: requiredText(options.message, maxLength(LONG_TEXT_MAX, LONG_TEXT_TOO_LONG)),
  });
  return stepPage({
    path: options.path,
    title: options.title,
    ownHeading: true,
    ...(options.when ? { when: options.when } : {}),
    schema,
    values: (answers: A) => ({ text: options.get(answers) ?? '' }),
    apply: (answers: A, output) => options.set(answers, output.text ?? ''),
    Fields: ({ form, title }) => (
      <CharacterCount
        id={fieldId('text')}
        label={title}
        labelClassName="govuk-label--l"
        isPageHeading
        hint={options.hint}
        maxLength={LONG_TEXT_MAX}
        rows={8}
        errorMessage={form.formState.errors.text?.message}
        {...form.register('text')}
      />
    ),
    summary: (answers) => [
      { key: options.summaryKey ?? options.title, value: options.get(answers) ?? '', change: options.change },
    ],
  });
}
