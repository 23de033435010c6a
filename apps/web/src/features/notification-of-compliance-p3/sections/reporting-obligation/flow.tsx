import { z } from 'zod';
import { RadiosField, fieldId, maxLength, requiredChoice, requiredText } from '../../../../shared/forms';
import { CharacterCount, Details, ErrorMessage, Fieldset, TextInput } from '../../../../shared/govuk/forms';
import { stepPage, type StepFlow } from '../../../../shared/step-flow';
import type { ComplianceRouteDistribution, NocSection } from '../../noc/model';

/** The reporting obligation section (task-forms §1.4): whether the organisation qualifies and how it uses energy. */
export type ReportingObligationAnswers = NocSection<'reportingObligation'>;
type ObligationDetails = NonNullable<ReportingObligationAnswers['reportingObligationDetails']>;

const SELECT_AN_OPTION = 'Select an option';
const TEXT_MAX = 10000;
const TEXT_TOO_LONG = 'Enter up to 10000 characters';

export const QUALIFICATION_LABELS = {
  QUALIFY: 'Yes, the organisation qualifies for ESOS and will submit a notification',
  NOT_QUALIFY: 'No, the organisation does not qualify for ESOS and will not submit a notification',
} as const;

const TURNOVER =
  'The annual turnover is over £44 million and annual balance sheet total in excess of £38 million';
const STAFF = 'The organisation has 250 or more members of staff';

export const QUALIFICATION_REASON_LABELS = {
  TURNOVER_MORE_THAN_44M: TURNOVER,
  STAFF_MEMBERS_MORE_THAN_250: STAFF,
  TURNOVER_MORE_THAN_44M_AND_STAFF_MEMBERS_MORE_THAN_250: `${TURNOVER}, and the organisation has 250 or more members of staff`,
  CONDITIONS_NOT_MET:
    'The organisation does not meet any of these conditions, but belongs to a corporate group containing an organisation that does meet these conditions',
} as const;

export const ENERGY_RESPONSIBILITY_LABELS = {
  RESPONSIBLE: 'Yes, and at least 40,000 kWh of energy was used in the reference period',
  RESPONSIBLE_BUT_LESS_THAN_40000_KWH:
    'Yes, but less than 40,000 kWh of energy was used in the reference period',
  NOT_RESPONSIBLE: 'No, there is no energy responsibility and the total energy consumption is zero',
} as const;

/** How 'Check your answers' words the responsibility (task-forms §1.4). */
export const ENERGY_RESPONSIBILITY_SUMMARY = {
  RESPONSIBLE: 'Yes, the organisation is responsible for energy',
  NOT_RESPONSIBLE:
    'No, the organisation has no energy responsibility and the total energy consumption is zero',
  RESPONSIBLE_BUT_LESS_THAN_40000_KWH:
    'Yes, the organisation is responsible for energy, but used less than 40,000 kWh of energy in the reference period',
} as const;

const keysOf = <T extends Record<string, string>>(labels: T) =>
  Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];
const itemsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, text]) => ({ value, text }));

const detailsOf = (answers: ReportingObligationAnswers): ObligationDetails =>
  answers.reportingObligationDetails ?? {};
const qualifies = (answers: ReportingObligationAnswers) => answers.qualificationType === 'QUALIFY';

// 1. Does the organisation qualify? Its answer drops what the other answer would have needed.
const qualificationSchema = z.object({
  qualificationType: requiredChoice(keysOf(QUALIFICATION_LABELS), SELECT_AN_OPTION),
});

const qualificationType = stepPage({
  path: 'qualification-type',
  title: 'Does your organisation qualify for ESOS?',
  ownHeading: true,
  schema: qualificationSchema,
  values: (answers: ReportingObligationAnswers) => ({ qualificationType: answers.qualificationType ?? null }),
  apply: (answers: ReportingObligationAnswers, output): ReportingObligationAnswers =>
    output.qualificationType === 'NOT_QUALIFY'
      ? { qualificationType: 'NOT_QUALIFY', noQualificationReason: answers.noQualificationReason ?? null }
      : {
          qualificationType: 'QUALIFY',
          reportingObligationDetails: answers.reportingObligationDetails ?? null,
        },
  Fields: ({ form, title }) => (
    <RadiosField
      control={form.control}
      name="qualificationType"
      legend={{ text: title, size: 'l', isPageHeading: true }}
      items={itemsOf(QUALIFICATION_LABELS)}
    />
  ),
  summary: (answers) => [
    {
      key: 'Does your organisation qualify for ESOS?',
      value: answers.qualificationType ? QUALIFICATION_LABELS[answers.qualificationType] : '',
      change: 'whether your organisation qualifies for ESOS',
    },
  ],
});

// 2 (does not qualify). Why not.
const reasonSchema = z.object({
  noQualificationReason: requiredText('Enter a reason', maxLength(TEXT_MAX, TEXT_TOO_LONG)),
});

const noQualificationReason = stepPage({
  path: 'no-qualification-reason',
  title: 'Explain why your organisation does not qualify for ESOS',
  ownHeading: true,
  when: (answers: ReportingObligationAnswers) => answers.qualificationType === 'NOT_QUALIFY',
  schema: reasonSchema,
  values: (answers: ReportingObligationAnswers) => ({
    noQualificationReason: answers.noQualificationReason ?? '',
  }),
  apply: (answers: ReportingObligationAnswers, output): ReportingObligationAnswers => ({
    ...answers,
    noQualificationReason: output.noQualificationReason,
  }),
  Fields: ({ form, title }) => (
    <>
      <CharacterCount
        id={fieldId('noQualificationReason')}
        label={title}
        labelClassName="govuk-label--l"
        isPageHeading
        maxLength={TEXT_MAX}
        rows={8}
        errorMessage={form.formState.errors.noQualificationReason?.message}
        {...form.register('noQualificationReason')}
      />
      <Details summary="When are the qualification conditions not met">
        <p className="govuk-body">
          An organisation does not need to take part in ESOS when, on the qualification date of 31 December
          2022, it was not a large undertaking and did not belong to a corporate group that contained one.
        </p>
        <p className="govuk-body">
          A large undertaking is one that had 250 or more members of staff, or whose annual turnover was over
          £44 million and whose annual balance sheet total was over £38 million.
        </p>
      </Details>
    </>
  ),
  summary: (answers) => [
    {
      key: 'Why your organisation does not qualify for ESOS',
      value: answers.noQualificationReason ?? '',
      change: 'why your organisation does not qualify for ESOS',
    },
  ],
});

// 3 (qualifies). Why it qualifies.
const reasonTypeSchema = z.object({
  qualificationReasonType: requiredChoice(keysOf(QUALIFICATION_REASON_LABELS), SELECT_AN_OPTION),
});

const qualificationReasons = stepPage({
  path: 'qualification-reasons',
  title:
    'Select the reason that your organisation, or another organisation in its corporate group, qualifies for ESOS',
  ownHeading: true,
  when: qualifies,
  schema: reasonTypeSchema,
  values: (answers: ReportingObligationAnswers) => ({
    qualificationReasonType: detailsOf(answers).qualificationReasonType ?? null,
  }),
  apply: (answers: ReportingObligationAnswers, output): ReportingObligationAnswers => ({
    ...answers,
    reportingObligationDetails: {
      ...detailsOf(answers),
      qualificationReasonType: output.qualificationReasonType,
    },
  }),
  Fields: ({ form, title }) => (
    <RadiosField
      control={form.control}
      name="qualificationReasonType"
      legend={{ text: title, size: 'l', isPageHeading: true }}
      items={itemsOf(QUALIFICATION_REASON_LABELS)}
    />
  ),
  summary: (answers) => {
    const reason = detailsOf(answers).qualificationReasonType;
    return [
      {
        key: 'Reason your organisation qualifies for ESOS',
        value: reason ? QUALIFICATION_REASON_LABELS[reason] : '',
        change: 'the reason your organisation qualifies for ESOS',
      },
    ];
  },
});

// 4. Energy responsibility: no responsibility drops the breakdown.
const responsibilitySchema = z.object({
  energyResponsibilityType: requiredChoice(keysOf(ENERGY_RESPONSIBILITY_LABELS), SELECT_AN_OPTION),
});

const energyResponsibility = stepPage({
  path: 'energy-responsibility',
  title: 'Are the organisations in this notification responsible for any energy under ESOS?',
  ownHeading: true,
  when: qualifies,
  schema: responsibilitySchema,
  values: (answers: ReportingObligationAnswers) => ({
    energyResponsibilityType: detailsOf(answers).energyResponsibilityType ?? null,
  }),
  apply: (answers: ReportingObligationAnswers, output): ReportingObligationAnswers => {
    const details = detailsOf(answers);
    return {
      ...answers,
      reportingObligationDetails: {
        qualificationReasonType: details.qualificationReasonType ?? null,
        energyResponsibilityType: output.energyResponsibilityType,
        complianceRouteDistribution:
          output.energyResponsibilityType === 'NOT_RESPONSIBLE'
            ? null
            : (details.complianceRouteDistribution ?? null),
      },
    };
  },
  Fields: ({ form, title }) => (
    <RadiosField
      control={form.control}
      name="energyResponsibilityType"
      legend={{ text: title, size: 'l', isPageHeading: true }}
      items={itemsOf(ENERGY_RESPONSIBILITY_LABELS)}
    />
  ),
  summary: (answers) => {
    const type = detailsOf(answers).energyResponsibilityType;
    return [
      {
        key: 'Are the organisations in this notification responsible for any energy under ESOS?',
        value: type ? ENERGY_RESPONSIBILITY_SUMMARY[type] : '',
        change: 'whether the organisations are responsible for energy',
      },
    ];
  },
});

// 5. The breakdown of the total energy consumption by compliance route, in whole percentages.
export const DISTRIBUTION_FIELDS = [
  ['iso50001Pct', 'ISO 50001'],
  ['displayEnergyCertificatePct', 'Display Energy Certificate (DECs)'],
  ['greenDealAssessmentPct', 'Green Deal Assessment'],
  ['energyAuditsPct', 'Energy audits that are compliant with ESOS'],
  ['energyNotAuditedPct', 'Energy use not covered by any compliance route'],
] as const;
type DistributionField = (typeof DISTRIBUTION_FIELDS)[number][0];

const NOT_COVERED_MAX = 5;
export const DISTRIBUTION_MESSAGES = {
  empty: 'The field cannot be empty',
  notInteger: 'Percentage must be a positive integer number',
  notCoveredTooHigh: 'The Energy use not covered by any compliance route must be up to 5 percent',
  notHundred: 'The sum of the individual percentages should equate to 100 percent',
};

const percentage = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z
    .string()
    .min(1, DISTRIBUTION_MESSAGES.empty)
    .regex(/^\d{1,3}$/, DISTRIBUTION_MESSAGES.notInteger)
    .transform(Number),
);

const distributionSchema = z
  .object({
    iso50001Pct: percentage,
    displayEnergyCertificatePct: percentage,
    greenDealAssessmentPct: percentage,
    energyAuditsPct: percentage,
    energyNotAuditedPct: percentage,
  })
  .superRefine((values, context) => {
    // Zod checks the whole even when a field failed: the totals are only judged on whole numbers.
    if (!DISTRIBUTION_FIELDS.every(([field]) => Number.isInteger(values[field]))) return;
    if (values.energyNotAuditedPct > NOT_COVERED_MAX) {
      context.addIssue({
        code: 'custom',
        path: ['energyNotAuditedPct'],
        message: DISTRIBUTION_MESSAGES.notCoveredTooHigh,
      });
      return;
    }
    if (sumOf(values) !== 100) {
      context.addIssue({ code: 'custom', path: ['total'], message: DISTRIBUTION_MESSAGES.notHundred });
    }
  });

function sumOf(values: Partial<Record<DistributionField, number | null | undefined>>): number {
  return DISTRIBUTION_FIELDS.reduce((total, [field]) => total + (values[field] ?? 0), 0);
}

/** The live total of what has been typed: only whole numbers count. */
function typedTotal(values: Partial<Record<DistributionField, unknown>>): number {
  return DISTRIBUTION_FIELDS.reduce((total, [field]) => {
    const value = values[field];
    return total + (typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : 0);
  }, 0);
}

const distributionOf = (answers: ReportingObligationAnswers): ComplianceRouteDistribution | undefined =>
  detailsOf(answers).complianceRouteDistribution ?? undefined;

const complianceRouteDistribution = stepPage({
  path: 'compliance-route-distribution',
  title:
    'Enter a breakdown of the total energy consumption covered by each compliance route in this notification',
  when: (answers: ReportingObligationAnswers) =>
    qualifies(answers) &&
    detailsOf(answers).energyResponsibilityType !== undefined &&
    detailsOf(answers).energyResponsibilityType !== null &&
    detailsOf(answers).energyResponsibilityType !== 'NOT_RESPONSIBLE',
  schema: distributionSchema,
  values: (answers: ReportingObligationAnswers) => {
    const saved = distributionOf(answers);
    return Object.fromEntries(
      DISTRIBUTION_FIELDS.map(([field]) => [field, String(saved?.[field] ?? 0)]),
    ) as Record<DistributionField, string>;
  },
  // Saved answers are always whole; a breakdown is answered once it adds up to 100.
  done: (answers: ReportingObligationAnswers) => {
    const saved = distributionOf(answers);
    return saved !== undefined && saved.totalPct === 100;
  },
  apply: (answers: ReportingObligationAnswers, output): ReportingObligationAnswers => ({
    ...answers,
    reportingObligationDetails: {
      ...detailsOf(answers),
      complianceRouteDistribution: { ...output, totalPct: sumOf(output) },
    },
  }),
  Fields: ({ form }) => {
    const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
    const values = form.watch();
    const totalError = errors.total?.message;
    return (
      <>
        <Details summary="Help me answer this question">
          <p className="govuk-body">
            Give the share of the organisation’s total energy consumption in the reference period that each
            compliance route covers, as whole percentages. Together they must make 100%.
          </p>
          <p className="govuk-body">
            Up to 5% of the total energy consumption may be left uncovered by any compliance route.
          </p>
        </Details>
        <Fieldset legend={{ text: 'Percentage of total energy consumption', size: 'm' }}>
          {DISTRIBUTION_FIELDS.map(([field, label]) => (
            <TextInput
              key={field}
              id={fieldId(field)}
              label={label}
              className="govuk-input--width-3"
              inputMode="numeric"
              spellCheck={false}
              suffix="%"
              errorMessage={errors[field]?.message}
              {...form.register(field)}
            />
          ))}
          <div
            className={totalError ? 'govuk-form-group govuk-form-group--error' : 'govuk-form-group'}
            id={fieldId('total')}
            tabIndex={-1}
          >
            {totalError ? <ErrorMessage>{totalError}</ErrorMessage> : null}
            <p className="govuk-body govuk-!-font-weight-bold" aria-live="polite">
              Total: {typedTotal(values)}%
            </p>
          </div>
        </Fieldset>
      </>
    );
  },
  summary: (answers) => {
    const saved = distributionOf(answers);
    return DISTRIBUTION_FIELDS.map(([field, label]) => ({
      key: label,
      value: `${saved?.[field] ?? 0}%`,
      change: `the percentage for ${label}`,
    }));
  },
});

/** The section's pages in the reference's order (reporting-inventory §4.1), then 'Confirm and continue'. */
export const reportingObligationFlow: StepFlow<ReportingObligationAnswers> = {
  caption: 'Reporting obligation',
  continueText: 'Save and continue',
  pages: [
    qualificationType,
    noQualificationReason,
    qualificationReasons,
    energyResponsibility,
    complianceRouteDistribution,
  ],
  checkAnswers: { confirmText: 'Confirm and continue' },
};
