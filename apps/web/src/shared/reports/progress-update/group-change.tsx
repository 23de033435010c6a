import { isSameRegistrationNumber, isSameUndertakingName } from '@esos/reporting-rules';
import { z } from 'zod';
import { fieldId } from '../../forms';
import { TextInput, type SummaryListRow } from '../../govuk/forms';
import { StepFieldError, stepPage, type StepFlow } from '../../step-flow';
import { GROUP_CHANGE, type BaseUpdate, type GroupChange, type UpdateAnswers } from './model';

// Group change: a disaggregated undertaking names the responsible undertaking it left (both optional).

export const groupMessages = {
  sameName: 'The name must be different from the current account',
  sameCrn: 'Company registration number must be different from the current account',
  length: 'Enter up to 255 characters',
};

const groupSchema = z.object({ name: z.string(), crn: z.string() }).superRefine((values, context) => {
  for (const field of ['name', 'crn'] as const) {
    if (values[field].trim().length > 255)
      context.addIssue({ code: 'custom', path: [field], message: groupMessages.length });
  }
});

// The server's comparisons (ADR 47): a name without case or extra spaces, a number without case or spaces.
const sameName = (a: string, b: string | undefined) => b !== undefined && isSameUndertakingName(a, b);
const sameCrn = (a: string, b: string | undefined) => b !== undefined && isSameRegistrationNumber(a, b);

const NAME = 'Name of the other responsible undertaking';
const CRN = 'Company registration number of the other responsible undertaking';

/** The group change's rows, on 'Check your answers' and read-only. */
export function groupChangeRows(groupChange: GroupChange | null | undefined): SummaryListRow[] {
  return [
    { key: NAME, value: groupChange?.otherResponsibleUndertakingName ?? 'Not provided' },
    { key: CRN, value: groupChange?.otherResponsibleUndertakingCrn ?? 'Not provided' },
  ];
}

/** The flow, checking the names against this account's (the server refuses them at submit too). */
export function groupChangeFlow<U extends BaseUpdate>(account: {
  name?: string;
  registrationNumber?: string;
}): StepFlow<UpdateAnswers<U>> {
  const form = stepPage({
    path: 'form',
    title: 'Change of group information',
    schema: groupSchema,
    values: (answers: UpdateAnswers<U>) => ({
      name: answers.update.groupChange?.otherResponsibleUndertakingName ?? '',
      crn: answers.update.groupChange?.otherResponsibleUndertakingCrn ?? '',
    }),
    done: (answers: UpdateAnswers<U>) =>
      answers.update.groupChange !== undefined && answers.update.groupChange !== null,
    apply: (answers: UpdateAnswers<U>, output) => {
      const name = output.name.trim();
      const crn = output.crn.trim();
      if (name && sameName(name, account.name)) throw new StepFieldError('name', groupMessages.sameName);
      if (crn && sameCrn(crn, account.registrationNumber))
        throw new StepFieldError('crn', groupMessages.sameCrn);
      const groupChange: GroupChange = {
        ...(name ? { otherResponsibleUndertakingName: name } : {}),
        ...(crn ? { otherResponsibleUndertakingCrn: crn } : {}),
      };
      return { ...answers, update: { ...answers.update, groupChange } };
    },
    Fields: ({ form: fields }) => (
      <>
        <TextInput
          id={fieldId('name')}
          label={`${NAME} (optional)`}
          errorMessage={fields.formState.errors.name?.message}
          {...fields.register('name')}
        />
        <TextInput
          id={fieldId('crn')}
          label={`${CRN} (optional)`}
          className="govuk-input--width-10"
          spellCheck={false}
          errorMessage={fields.formState.errors.crn?.message}
          {...fields.register('crn')}
        />
      </>
    ),
    summary: (answers) =>
      groupChangeRows(answers.update.groupChange).map((row) => ({
        ...row,
        change: `the ${String(row.key).toLowerCase()}`,
      })),
  });
  return {
    caption: GROUP_CHANGE.name,
    continueText: 'Save and continue',
    pages: [form],
    checkAnswers: { confirmText: 'Confirm and complete' },
  };
}
