import { z } from 'zod';
import { RadiosField, fieldId, maxLength, requiredChoice, text } from '../../../../shared/forms';
import { CharacterCount, TextInput } from '../../../../shared/govuk/forms';
import { stepPage, type StepPage, type StepSummaryRow } from '../../../../shared/step-flow';
import { LONG_TEXT_MAX, LONG_TEXT_TOO_LONG, yesNo, type YesNo } from './yes-no';

export interface YesNoDetailPageOptions<A> {
  path: string;
  /** The question: the page's heading. */
  title: string;
  /** Shown when nothing is chosen. */
  message: string;
  /** The field the answer `on` reveals: a text input (up to 255 characters) or, `long`, a text area. */
  detail: {
    on: YesNo;
    label: string;
    /** Shown when the revealed field is left blank; an optional field has none. */
    required?: string;
    long?: boolean;
    /** Shown for a text over 255 characters (a long text says 'Enter up to 10000 characters'). */
    tooLong?: string;
  };
  when?(answers: A): boolean;
  get(answers: A): { answer: boolean | null | undefined; detail: string | null | undefined };
  /** The answers with the choice and the detail (null unless revealed), dropping what no longer applies. */
  set(answers: A, answer: boolean, detail: string | null): A;
  summary(answers: A): StepSummaryRow[];
}

/** A yes-or-no question whose one answer reveals a text field, saved as a boolean and a text. */
export function yesNoDetailPage<A>(options: YesNoDetailPageOptions<A>): StepPage<A> {
  const { detail } = options;
  const limit = detail.long
    ? maxLength(LONG_TEXT_MAX, LONG_TEXT_TOO_LONG)
    : maxLength(255, detail.tooLong ?? 'Enter up to 255 characters');
  const schema = z
    .object({ answer: requiredChoice(['YES', 'NO'], options.message), detail: text(limit) })
    .superRefine((values, context) => {
      if (detail.required && values.answer === detail.on && values.detail === null) {
        context.addIssue({ code: 'custom', path: ['detail'], message: detail.required });
      }
    });
  return stepPage({
    path: options.path,
    title: options.title,
    ownHeading: true,
    ...(options.when ? { when: options.when } : {}),
    schema,
    values: (answers: A) => {
      const saved = options.get(answers);
      return { answer: yesNo(saved.answer), detail: saved.detail ?? '' };
    },
    apply: (answers: A, output) =>
      options.set(answers, output.answer === 'YES', output.answer === detail.on ? output.detail : null),
    Fields: ({ form, title }) => {
      const field = {
        id: fieldId('detail'),
        label: detail.label,
        errorMessage: form.formState.errors.detail?.message,
        ...form.register('detail'),
      };
      const revealed = detail.long ? (
        <CharacterCount maxLength={LONG_TEXT_MAX} rows={5} {...field} />
      ) : (
        <TextInput {...field} />
      );
      return (
        <RadiosField
          control={form.control}
          name="answer"
          legend={{ text: title, size: 'l', isPageHeading: true }}
          items={(['YES', 'NO'] as const).map((value) => ({
            value,
            text: value === 'YES' ? 'Yes' : 'No',
            ...(value === detail.on ? { conditional: revealed } : {}),
          }))}
        />
      );
    },
    summary: options.summary,
  });
}
