import { z } from 'zod';
import { RadiosField, fieldId, maxLength, requiredChoice, requiredText } from '../../../../shared/forms';
import { TextInput } from '../../../../shared/govuk/forms';
import { addAnotherPages, type StepFlow } from '../../../../shared/step-flow';
import type { NocSection } from '../../noc/model';
import type { NocContext } from '../../task/NocSectionPage';

/** Assessment personnel (task-forms §1.4): whoever took part in the assessment, none at all if so. */
export type AssessmentPersonnelAnswers = NocSection<'assessmentPersonnel'>;
type Person = NonNullable<AssessmentPersonnelAnswers['personnel']>[number];

export const PERSON_TYPE_LABELS = { INTERNAL: 'Internal', EXTERNAL: 'External' } as const;
const tooLong = (what: string) => maxLength(255, `${what} should not be more than 255 characters`);

const personSchema = z.object({
  firstName: requiredText('Enter a first name', tooLong('The first name')),
  lastName: requiredText('Enter a last name', tooLong('The last name')),
  type: requiredChoice(
    ['INTERNAL', 'EXTERNAL'],
    'Select if the person is internal or external to your corporate group',
  ),
});

const nameOf = (person: Person) => [person.firstName, person.lastName].filter(Boolean).join(' ');
const byFirstName = (a: Person, b: Person) =>
  (a.firstName ?? '').localeCompare(b.firstName ?? '', 'en-GB', { sensitivity: 'base' });

/**
 * The personnel list, kept sorted by first name, with a page per person. The list is answered once the
 * section is saved, even empty: until then the user starts on it.
 */
export function assessmentPersonnelFlow({ noc }: NocContext): StepFlow<AssessmentPersonnelAnswers> {
  const saved = noc.assessmentPersonnel != null;
  return {
    caption: 'Assessment personnel',
    continueText: 'Save and continue',
    pages: addAnotherPages<
      AssessmentPersonnelAnswers,
      Person,
      z.input<typeof personSchema>,
      z.output<typeof personSchema>
    >({
      path: 'personnel-list',
      title: 'Add the assessment personnel (optional)',
      itemTitle: 'Add person',
      noun: 'person',
      summaryKey: 'Assessment personnel',
      emptyText: 'No persons have been added',
      items: (answers) => answers.personnel ?? [],
      setItems: ({ personnel: _previous, ...answers }, personnel) =>
        personnel.length > 0 ? { ...answers, personnel: [...personnel].sort(byFirstName) } : answers,
      describe: (person) => ({
        title: nameOf(person),
        rows: [
          {
            key: 'Internal or external to your corporate group',
            value: person.type ? PERSON_TYPE_LABELS[person.type] : '',
          },
        ],
      }),
      done: () => saved,
      removal: {
        title: 'Are you sure you want to delete this person?',
        confirmText: 'Yes, delete this person',
      },
      itemSchema: personSchema,
      itemValues: (person) => ({
        firstName: person?.firstName ?? '',
        lastName: person?.lastName ?? '',
        type: person?.type ?? null,
      }),
      toItem: (output) => output,
      ItemFields: ({ form }) => (
        <>
          <TextInput
            id={fieldId('firstName')}
            label="First name"
            autoComplete="off"
            spellCheck={false}
            errorMessage={form.formState.errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextInput
            id={fieldId('lastName')}
            label="Last name"
            autoComplete="off"
            spellCheck={false}
            errorMessage={form.formState.errors.lastName?.message}
            {...form.register('lastName')}
          />
          <RadiosField
            control={form.control}
            name="type"
            legend={{ text: 'Is this person internal or external to your corporate group?', size: 's' }}
            items={[
              { value: 'INTERNAL', text: PERSON_TYPE_LABELS.INTERNAL },
              { value: 'EXTERNAL', text: PERSON_TYPE_LABELS.EXTERNAL },
            ]}
          />
        </>
      ),
    }),
    checkAnswers: { confirmText: 'Confirm and continue' },
  };
}
