import { stepPage, type StepFlow, type StepPage } from '../../../../shared/step-flow';
import type { NocSection } from '../../noc/model';
import type { NocContext } from '../../task/NocSectionPage';
import {
  ContactPersonFields,
  ContactPersonLines,
  contactPersonSchema,
  contactPersonValues,
  isContactPersonDone,
  toContactPerson,
  type ContactPerson,
} from '../shared/contact-person';
import { yesNoPage } from '../shared/yes-no';

/** Contact persons (task-forms §1.4): the primary contact and, if wanted, a secondary one. */
export type ContactPersonsAnswers = NocSection<'contactPersons'>;
type Role = 'primaryContact' | 'secondaryContact';

/**
 * A contact's details page, pre-filled from the account's contact until the section holds one. Done only
 * once saved in the section: a pre-filled page still has to be seen and confirmed.
 */
function contactPage(role: Role, title: string, accountContact: ContactPerson | undefined) {
  return stepPage({
    path: role === 'primaryContact' ? 'primary-contact-details' : 'secondary-contact-details',
    title,
    ...(role === 'secondaryContact'
      ? { when: (answers: ContactPersonsAnswers) => answers.hasSecondaryContact === true }
      : {}),
    schema: contactPersonSchema(),
    values: (answers: ContactPersonsAnswers) => contactPersonValues(answers[role] ?? accountContact),
    apply: (answers: ContactPersonsAnswers, output): ContactPersonsAnswers => ({
      ...answers,
      [role]: toContactPerson(output),
    }),
    done: (answers) => isContactPersonDone(answers[role]),
    Fields: ({ form }) => <ContactPersonFields form={form} />,
    summary: (answers) => [
      {
        key: title,
        value: <ContactPersonLines person={answers[role]} />,
        change: title.toLowerCase(),
      },
    ],
  });
}

const addSecondary: StepPage<ContactPersonsAnswers> = yesNoPage<ContactPersonsAnswers>({
  path: 'add-secondary-contact',
  title: 'Do you want to add a secondary contact?',
  message: 'Select yes if you want to add a secondary contact',
  get: (answers) => answers.hasSecondaryContact,
  set: ({ secondaryContact, ...answers }, value) =>
    value
      ? { ...answers, hasSecondaryContact: true, secondaryContact }
      : { ...answers, hasSecondaryContact: false },
  summaryKey: 'Do you want to add a secondary contact?',
  change: 'whether to add a secondary contact',
});

/** The section's pages in the reference's order (reporting-inventory §4.1). */
export function contactPersonsFlow({ accountOriginatedData }: NocContext): StepFlow<ContactPersonsAnswers> {
  return {
    caption: 'Contact persons',
    continueText: 'Save and continue',
    pages: [
      contactPage('primaryContact', 'Primary contact details', accountOriginatedData?.primaryContact),
      addSecondary,
      contactPage('secondaryContact', 'Secondary contact details', accountOriginatedData?.secondaryContact),
    ],
    checkAnswers: { confirmText: 'Confirm and continue' },
  };
}
