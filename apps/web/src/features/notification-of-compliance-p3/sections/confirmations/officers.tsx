import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { fieldId } from '../../../../shared/forms';
import { DateInput, checkDate, dateParts, formatDate } from '../../../../shared/govuk/forms';
import { StepFieldError, stepPage } from '../../../../shared/step-flow';
import {
  ContactPersonFields,
  ContactPersonLines,
  contactPersonSchema,
  contactPersonValues,
  isContactPersonDone,
  toContactPerson,
} from '../shared/contact-person';
import type { ConfirmationsAnswers as Answers } from './statements';

type Officer = 'responsibleOfficerDetails' | 'secondResponsibleOfficerDetails';
const officerSchema = contactPersonSchema({ jobTitleRequired: true });
const SAME_EMAIL = 'Each director must have a different email address';

/** 'Details of the (second) responsible officer': the Person block with a job title; two officers, two emails. */
export function officerPage(officer: Officer, when: (answers: Answers) => boolean = () => true) {
  const second = officer === 'secondResponsibleOfficerDetails';
  const title = second ? 'Details of the second responsible officer' : 'Details of the responsible officer';
  return stepPage({
    path: second ? 'second-responsible-officer-details' : 'responsible-officer-details',
    title,
    when,
    schema: officerSchema,
    values: (answers: Answers) => contactPersonValues(answers[officer]),
    done: (answers) => isContactPersonDone(answers[officer], true),
    apply: (answers: Answers, output): Answers => {
      const other = answers[second ? 'responsibleOfficerDetails' : 'secondResponsibleOfficerDetails'];
      if (second && other?.email && other.email.toLowerCase() === output.email?.toLowerCase()) {
        throw new StepFieldError('email', SAME_EMAIL);
      }
      return { ...answers, [officer]: toContactPerson(output) };
    },
    Fields: ({ form }) => <ContactPersonFields form={form} jobTitleRequired />,
    summary: (answers) => [
      { key: title, value: <ContactPersonLines person={answers[officer]} />, change: title.toLowerCase() },
    ],
  });
}

// The earliest review date: the start of Phase 3's reference period.
const EARLIEST = new Date(Date.UTC(2019, 11, 6));
const DATE_MESSAGES = {
  required: 'Select a date',
  early: 'The date must be the same as or after 6 December 2019',
  late: 'The date must be today or in the past',
};

const isoOf = (date: Date) => date.toISOString().slice(0, 10);

const dateSchema = z
  .object({ date: z.object({ day: z.string(), month: z.string(), year: z.string() }) })
  .superRefine(({ date }, context) => {
    const today = new Date();
    const checked = checkDate(date, { required: true });
    let message = checked.error;
    if (checked.error === 'Enter a date') message = DATE_MESSAGES.required;
    else if (checked.date && checked.date < EARLIEST) message = DATE_MESSAGES.early;
    else if (checked.date && isoOf(checked.date) > isoOf(today)) message = DATE_MESSAGES.late;
    if (message) context.addIssue({ code: 'custom', path: ['date'], message });
  });

/** When the responsible officer reviewed the recommendations: from 6 December 2019 to today. */
export function reviewDatePage(when: (answers: Answers) => boolean) {
  return stepPage({
    path: 'review-assessment-date',
    title: 'When did the responsible officer review the ESOS assessment recommendations?',
    ownHeading: true,
    when,
    schema: dateSchema,
    values: (answers: Answers) => ({
      date: dateParts(
        answers.reviewAssessmentDate ? new Date(`${answers.reviewAssessmentDate}T00:00:00Z`) : null,
      ),
    }),
    apply: (answers: Answers, output): Answers => {
      const checked = checkDate(output.date, { required: true });
      return { ...answers, reviewAssessmentDate: checked.date ? isoOf(checked.date) : null };
    },
    Fields: ({ form, title }) => (
      <Controller
        control={form.control}
        name="date"
        render={({ field, fieldState }) => (
          <DateInput
            id={fieldId(field.name)}
            legend={{ text: title, size: 'l', isPageHeading: true }}
            hint="For example, 27 3 2024"
            errorMessage={fieldState.error?.message}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    ),
    summary: (answers) => [
      {
        key: 'Date the responsible officer reviewed the recommendations',
        value: answers.reviewAssessmentDate ? formatDate(`${answers.reviewAssessmentDate}T00:00:00Z`) : '',
        change: 'the review date',
      },
    ],
  });
}
