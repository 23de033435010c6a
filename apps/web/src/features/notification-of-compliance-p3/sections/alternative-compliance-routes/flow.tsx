import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { fieldId, maxLength, requiredText } from '../../../../shared/forms';
import { CharacterCount } from '../../../../shared/govuk/forms';
import { stepPage, type StepFlow } from '../../../../shared/step-flow';
import { categoryOf, type ComplianceRouteDistribution, type NocSection } from '../../noc/model';
import type { NocContext } from '../../task/NocSectionPage';
import {
  ReductionPairFields,
  categoryReductionValues,
  categoryReductionsShape,
  moneyValue,
  pairSchema,
  pairText,
  pairValues,
  purposeReductionValues,
  purposeReductionsShape,
  toCategoryReductions,
  toPair,
  toPurposeReductions,
  type PairValues,
  withinTotal,
  BreakdownPageFields,
  breakdownSummaryRows,
} from '../shared/reduction';
import { LONG_TEXT_MAX, LONG_TEXT_TOO_LONG } from '../shared/yes-no';
import {
  CertificateFields,
  CertificateListFields,
  certificateLines,
  certificateSchema,
  certificateValues,
  toCertificate,
  type Certificate,
} from './certificates';

/** Alternative routes to compliance (task-forms §1.4): reductions, assets and each active route's certificates. */
export type AlternativeRoutesAnswers = NocSection<'alternativeComplianceRoutes'>;

const TOTAL_TITLE =
  'Total annual reduction in energy consumption and energy spend from implementing energy saving measures';
export const POSITIVE_KWH = 'Potential reduction in kWh must have a positive value';
/** Each route's message names it, so the error summary's three are told apart (issue 39). */
const assetsMessage = (label: string) => `List the assets and activities that fall under ${label}`;
const given = (value: unknown) => value !== undefined && value !== null;

/**
 * An 'Add another certificate' left empty is dropped rather than shown to the regulator as a certificate with
 * no details (issue 39); the list keeps one blank only when no certificate was given, the route's optional
 * answer that submitting needs (a non-empty list).
 */
function withoutBlanks(certificates: Certificate[]): Certificate[] {
  const given = certificates.filter(
    (certificate) => certificate.certificateNumber || certificate.validFrom || certificate.validUntil,
  );
  return given.length > 0 ? given : certificates.slice(0, 1);
}

/** The three alternative routes, their share of the distribution, their asset and certificate answers. */
const ROUTES = [
  { key: 'iso50001', label: 'ISO 50001', share: 'iso50001Pct' },
  { key: 'dec', label: 'Display Energy Certificate (DECs)', share: 'displayEnergyCertificatePct' },
  { key: 'gda', label: 'Green Deal Assessment', share: 'greenDealAssessmentPct' },
] as const;
type RouteKey = (typeof ROUTES)[number]['key'];

/** A breakdown's pairs, each with a cost only alongside a positive kWh (task-forms §1.4). */
function breakdownSchema<S extends Record<string, typeof pairSchema>>(shape: S) {
  return z.object(shape).superRefine((values, context) => {
    for (const [key, pair] of Object.entries(values as Record<string, PairValues>)) {
      const cost = Number(moneyValue(pair.energyCost) ?? '0');
      const kwh = Number(pair.energyConsumption.replace(/,/g, '').trim() || '0');
      if (cost > 0 && !(kwh > 0)) {
        context.addIssue({ code: 'custom', path: [key, 'energyConsumption'], message: POSITIVE_KWH });
      }
    }
  });
}

const lines = (values: string[]) =>
  values.map((line, index) => (
    <span key={index} className="govuk-!-display-block">
      {line}
    </span>
  ));

/** The section's pages for the saved reporting obligation (reporting-inventory §4.1). */
export function alternativeComplianceRoutesFlow({ noc }: NocContext): StepFlow<AlternativeRoutesAnswers> {
  const category = categoryOf(noc.reportingObligation);
  const isoOnly = category === 'ISO_50001_COVERING_ENERGY_USAGE';
  const distribution: ComplianceRouteDistribution | null | undefined =
    noc.reportingObligation?.reportingObligationDetails?.complianceRouteDistribution;
  const active = ROUTES.filter((route) => (distribution?.[route.share] ?? 0) > 0);
  const isActive = (key: RouteKey) => active.some((route) => route.key === key);

  // 1. The total annual reduction: one pair.
  const totalPage = stepPage({
    path: 'total-energy-consumption-reduction',
    title: TOTAL_TITLE,
    schema: z.object({ pair: pairSchema }),
    values: (answers: AlternativeRoutesAnswers) => ({
      pair: pairValues(answers.totalEnergyConsumptionReduction),
    }),
    done: (answers) => given(answers.totalEnergyConsumptionReduction),
    apply: (answers: AlternativeRoutesAnswers, output) => ({
      ...answers,
      totalEnergyConsumptionReduction: toPair(output.pair),
    }),
    Fields: ({ form }) => (
      <ReductionPairFields form={form} name="pair" legend="Total annual reduction" legendSize="m" />
    ),
    summary: (answers) => [
      {
        key: 'Total annual reduction',
        value: pairText(answers.totalEnergyConsumptionReduction),
        change: 'the total annual reduction',
      },
    ],
  });

  // 2. By organisational purpose (not B).
  const savedTotal = noc.alternativeComplianceRoutes?.totalEnergyConsumptionReduction;
  const purposesSchema = breakdownSchema(purposeReductionsShape).superRefine(
    withinTotal('purposes', savedTotal),
  );
  const purposesPage = stepPage({
    path: 'energy-consumption-reduction',
    title: `${TOTAL_TITLE} by organisational purpose`,
    when: () => !isoOnly,
    schema: purposesSchema,
    values: (answers: AlternativeRoutesAnswers) => purposeReductionValues(answers.energyConsumptionReduction),
    done: (answers) => given(answers.energyConsumptionReduction),
    apply: (answers: AlternativeRoutesAnswers, output) => ({
      ...answers,
      energyConsumptionReduction: toPurposeReductions(output),
    }),
    Fields: ({ form }) => <BreakdownPageFields form={form} by="purposes" />,
    summary: (answers) => breakdownSummaryRows(answers.energyConsumptionReduction, 'purposes'),
  });

  // 3. By energy saving category (not B).
  const categoriesSchema = breakdownSchema(categoryReductionsShape).superRefine(
    withinTotal('categories', savedTotal),
  );
  const categoriesPage = stepPage({
    path: 'energy-consumption-reduction-categories',
    title: `${TOTAL_TITLE} by energy saving category`,
    when: () => !isoOnly,
    schema: categoriesSchema,
    values: (answers: AlternativeRoutesAnswers) =>
      categoryReductionValues(answers.energyConsumptionReductionCategories),
    done: (answers) => given(answers.energyConsumptionReductionCategories),
    apply: (answers: AlternativeRoutesAnswers, output) => ({
      ...answers,
      energyConsumptionReductionCategories: toCategoryReductions(output),
    }),
    Fields: ({ form }) => <BreakdownPageFields form={form} by="categories" />,
    summary: (answers) => breakdownSummaryRows(answers.energyConsumptionReductionCategories, 'categories'),
  });

  // 4. The assets and activities of each active route.
  const assetsSchema = z.object(
    Object.fromEntries(
      active.map((route) => [
        route.key,
        requiredText(assetsMessage(route.label), maxLength(LONG_TEXT_MAX, LONG_TEXT_TOO_LONG)),
      ]),
    ) as Partial<Record<RouteKey, ReturnType<typeof requiredText>>>,
  );
  const assetsPage = stepPage({
    path: 'assets',
    title: 'List your assets and activities that fall under each alternative compliance route',
    schema: assetsSchema,
    values: (answers: AlternativeRoutesAnswers) =>
      Object.fromEntries(active.map((route) => [route.key, answers.assets?.[route.key] ?? ''])),
    done: (answers) => active.every((route) => Boolean(answers.assets?.[route.key])),
    apply: (answers: AlternativeRoutesAnswers, output) => ({
      ...answers,
      assets: Object.fromEntries(
        active.map((route) => [route.key, (output as Record<string, string | null>)[route.key] ?? null]),
      ),
    }),
    Fields: ({ form }) => {
      const typed = form as unknown as UseFormReturn<Record<string, string>>;
      return (
        <>
          {active.map((route) => (
            <CharacterCount
              key={route.key}
              id={fieldId(route.key)}
              label={route.label}
              labelClassName="govuk-label--s"
              maxLength={LONG_TEXT_MAX}
              rows={5}
              errorMessage={typed.formState.errors[route.key]?.message}
              {...typed.register(route.key)}
            />
          ))}
        </>
      );
    },
    summary: (answers) =>
      active.map((route) => ({
        key: `${route.label} assets and activities`,
        value: answers.assets?.[route.key] ?? '',
        change: `the ${route.label} assets and activities`,
      })),
  });

  // 5. The ISO 50001 certificate (ISO > 0): one, optional; saved all null when left blank.
  const isoSchema = z.object({ certificate: certificateSchema('Enter an ISO 50001 Certificate number') });
  const isoPage = stepPage({
    path: 'iso-50001-certificate-details',
    title: 'Provide details of your ISO 50001 certificate (optional)',
    when: () => isActive('iso50001'),
    schema: isoSchema,
    values: (answers: AlternativeRoutesAnswers) => ({
      certificate: certificateValues(answers.iso50001CertificateDetails),
    }),
    done: (answers) => given(answers.iso50001CertificateDetails),
    apply: (answers: AlternativeRoutesAnswers, output) => ({
      ...answers,
      iso50001CertificateDetails: toCertificate(output.certificate),
    }),
    Fields: ({ form }) => (
      <CertificateFields
        form={form as unknown as UseFormReturn<never>}
        name="certificate"
        errors={form.formState.errors.certificate}
      />
    ),
    summary: (answers) => [
      {
        key: 'ISO 50001 certificate',
        value: lines(certificateLines(answers.iso50001CertificateDetails)),
        change: 'the ISO 50001 certificate',
      },
    ],
  });

  // 6 and 7. The DEC and Green Deal Assessment certificates: a list each, at least one (possibly blank).
  const listPage = (options: {
    key: 'decCertificatesDetails' | 'gdaCertificatesDetails';
    route: RouteKey;
    path: string;
    title: string;
    numberMessage: string;
    summaryKey: string;
  }) => {
    const schema = z.object({ certificates: z.array(certificateSchema(options.numberMessage)).min(1) });
    return stepPage({
      path: options.path,
      title: options.title,
      when: () => isActive(options.route),
      schema,
      values: (answers: AlternativeRoutesAnswers) => {
        const saved = answers[options.key]?.certificateDetails ?? [];
        return { certificates: (saved.length > 0 ? saved : [undefined]).map(certificateValues) };
      },
      done: (answers) => given(answers[options.key]),
      apply: (answers: AlternativeRoutesAnswers, output) => ({
        ...answers,
        [options.key]: { certificateDetails: withoutBlanks(output.certificates.map(toCertificate)) },
      }),
      Fields: ({ form }) => <CertificateListFields form={form as unknown as UseFormReturn<never>} />,
      summary: (answers) =>
        (answers[options.key]?.certificateDetails ?? []).map((certificate: Certificate, index) => ({
          key: `${options.summaryKey} ${index + 1}`,
          value: lines(certificateLines(certificate)),
          change: `${options.summaryKey.toLowerCase()} ${index + 1}`,
        })),
    });
  };

  return {
    caption: 'Alternative routes to compliance',
    continueText: 'Save and continue',
    pages: [
      totalPage,
      purposesPage,
      categoriesPage,
      assetsPage,
      isoPage,
      listPage({
        key: 'decCertificatesDetails',
        route: 'dec',
        path: 'dec-certificates-details',
        title: 'Provide details about your Display Energy Certificate (DECs) (optional)',
        numberMessage: 'Enter a Display Energy Certificate number',
        summaryKey: 'Display Energy Certificate',
      }),
      listPage({
        key: 'gdaCertificatesDetails',
        route: 'gda',
        path: 'gda-certificates-details',
        title: 'Provide details of your Green Deal Assessment (optional)',
        numberMessage: 'Enter a Green Deal Assessment Certificate number',
        summaryKey: 'Green Deal Assessment certificate',
      }),
    ],
    checkAnswers: { confirmText: 'Confirm and continue' },
  };
}
