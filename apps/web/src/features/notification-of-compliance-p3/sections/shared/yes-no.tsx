import { z } from 'zod';
import { RadiosField, requiredChoice } from '../../../../shared/forms';
import { stepPage, type StepPage } from '../../../../shared/step-flow';

export type YesNo = 'YES' | 'NO';

/** A saved boolean as a radio's value. */
export const yesNo = (flag: boolean | null | undefined): YesNo | null =>
  flag === true ? 'YES' : flag === false ? 'NO' : null;

/** A saved boolean on 'Check your answers'. */
export const yesNoText = (flag: boolean | null | undefined, labels = { YES: 'Yes', NO: 'No' }): string =>
  flag === true ? labels.YES : flag === false ? labels.NO : '';

export interface YesNoPageOptions<A> {
  path: string;
  /** The question: the page's heading. */
  title: string;
  /** Shown when nothing is chosen. */
  message: string;
  hint?: string;
  /** The answers' words, when not 'Yes' and 'No'. */
  labels?: { YES: string; NO: string };
  get(answers: A): boolean | null | undefined;
  /** The answers with the choice, dropping what it makes irrelevant. */
  set(answers: A, value: boolean): A;
  when?(answers: A): boolean;
  /** The row on 'Check your answers' and its Change link's hidden words. */
  summaryKey: string;
  change: string;
}

/** A page asking one yes-or-no question, saved as a boolean. */
export function yesNoPage<A>(options: YesNoPageOptions<A>): StepPage<A> {
  const labels = options.labels ?? { YES: 'Yes', NO: 'No' };
  const schema = z.object({ answer: requiredChoice(['YES', 'NO'], options.message) });
  return stepPage({
    path: options.path,
    title: options.title,
    ownHeading: true,
    ...(options.when ? { when: options.when } : {}),
    schema,
    values: (answers: A) => ({ answer: yesNo(options.get(answers)) }),
    apply: (answers: A, output) => options.set(answers, output.answer === 'YES'),
    Fields: ({ form, title }) => (
      <RadiosField
        control={form.control}
        name="answer"
        legend={{ text: title, size: 'l', isPageHeading: true }}
        hint={options.hint}
        items={[
          { value: 'YES', text: labels.YES },
          { value: 'NO', text: labels.NO },
        ]}
      />
    ),
    summary: (answers) => [
      { key: options.summaryKey, value: yesNoText(options.get(answers), labels), change: options.change },
    ],
  });
}
