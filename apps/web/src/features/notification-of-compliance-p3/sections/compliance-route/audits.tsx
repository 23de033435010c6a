import { z } from 'zod';
import { MAX_INTEGER, fieldId, integer, max, maxLength, requiredText, text } from '../../../../shared/forms';
import { CharacterCount, TextInput } from '../../../../shared/govuk/forms';
import { addAnotherPages } from '../../../../shared/step-flow';
import { LONG_TEXT_MAX, LONG_TEXT_TOO_LONG } from '../shared/yes-no';
import type { ComplianceRouteAnswers as Answers } from './estimates';

type EnergyAudit = NonNullable<Answers['energyAudits']>[number];

const longText = (message: string) => requiredText(message, maxLength(LONG_TEXT_MAX, LONG_TEXT_TOO_LONG));
const wholeNumber = [
  integer('Must accept only integer values'),
  max(MAX_INTEGER, 'You have exceeded the maximum number allowed'),
];

const auditSchema = z.object({
  description: longText('Enter the description'),
  numberOfSitesCovered: text(...wholeNumber),
  numberOfSitesVisited: requiredText('Enter the number of sites visited', ...wholeNumber),
  reason: longText('Enter the reason'),
});
type AuditValues = z.input<typeof auditSchema>;

const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));
const REASON_LABEL =
  'Reasons why the sites visited are considered to be representative of the energy consumption covered by the audit';

/** The energy audits (full route only): at least one, each on its own page, listed with Change and Remove. */
export function auditPages(fullRoute: (answers: Answers) => boolean) {
  return addAnotherPages<Answers, EnergyAudit, AuditValues, z.output<typeof auditSchema>>({
    path: 'energy-audits',
    title: 'Add an energy audit',
    itemTitle: 'Enter the energy audit details',
    noun: 'energy audit',
    summaryKey: 'Energy audits',
    emptyText: 'No energy audits have been added',
    when: fullRoute,
    items: (answers) => answers.energyAudits ?? [],
    setItems: (answers, energyAudits) => ({ ...answers, energyAudits }),
    describe: (audit, position) => ({
      title: `Energy audit ${position}`,
      rows: [
        { key: 'Description', value: audit.description ?? '' },
        { key: 'Number of sites covered', value: numberText(audit.numberOfSitesCovered) },
        { key: 'Number of sites visited', value: numberText(audit.numberOfSitesVisited) },
        { key: 'Reason', value: audit.reason ?? '' },
      ],
    }),
    min: { count: 1, message: 'You need to add at least one energy audit' },
    itemSchema: auditSchema,
    itemValues: (audit) => ({
      description: audit?.description ?? '',
      numberOfSitesCovered: numberText(audit?.numberOfSitesCovered),
      numberOfSitesVisited: numberText(audit?.numberOfSitesVisited),
      reason: audit?.reason ?? '',
    }),
    toItem: (output) => ({
      description: output.description,
      numberOfSitesCovered: output.numberOfSitesCovered === null ? null : Number(output.numberOfSitesCovered),
      numberOfSitesVisited: Number(output.numberOfSitesVisited),
      reason: output.reason,
    }),
    ItemFields: ({ form }) => {
      const errors = form.formState.errors;
      return (
        <>
          <CharacterCount
            id={fieldId('description')}
            label="Explain where the audit took place and what was covered"
            maxLength={LONG_TEXT_MAX}
            rows={5}
            errorMessage={errors.description?.message}
            {...form.register('description')}
          />
          <TextInput
            id={fieldId('numberOfSitesCovered')}
            label="Number of sites covered by the audit (optional)"
            className="govuk-input--width-10"
            inputMode="numeric"
            errorMessage={errors.numberOfSitesCovered?.message}
            {...form.register('numberOfSitesCovered')}
          />
          <TextInput
            id={fieldId('numberOfSitesVisited')}
            label="Number of sites visited"
            className="govuk-input--width-10"
            inputMode="numeric"
            errorMessage={errors.numberOfSitesVisited?.message}
            {...form.register('numberOfSitesVisited')}
          />
          <CharacterCount
            id={fieldId('reason')}
            label={REASON_LABEL}
            maxLength={LONG_TEXT_MAX}
            rows={5}
            errorMessage={errors.reason?.message}
            {...form.register('reason')}
          />
        </>
      );
    },
  });
}
