import {
  determineCategory,
  distributionOf,
  percentage,
  usesAlternativeRoutes,
  type ReportingObligation,
  type ReportingObligationCategory,
} from './noc-category';

/** The notification's fourteen sections, in task-list order (task-forms §1). */
export const nocSectionKeys = [
  'reportingObligation',
  'responsibleUndertaking',
  'contactPersons',
  'organisationStructure',
  'complianceRoute',
  'energyConsumptionDetails',
  'energySavingsOpportunities',
  'alternativeComplianceRoutes',
  'energySavingsAchieved',
  'leadAssessor',
  'assessmentPersonnel',
  'secondCompliancePeriod',
  'firstCompliancePeriod',
  'confirmations',
] as const;
export type NocSectionKey = (typeof nocSectionKeys)[number];

/**
 * Whether a section must be in the notification (MANDATORY) or must not (ABSENT) for the category
 * (reporting-inventory §3.1: the server insists on the one and rejects the other; the web lists only the
 * MANDATORY ones). UNDECIDED: a category E section whose presence depends on a distribution not given yet.
 */
export type SectionRequirement = 'MANDATORY' | 'ABSENT' | 'UNDECIDED';

type Rule = (category: ReportingObligationCategory, obligation: ReportingObligation) => SectionRequirement;

const A = 'ESOS_ENERGY_ASSESSMENTS_95_TO_100';
const B = 'ISO_50001_COVERING_ENERGY_USAGE';
const C = 'PARTIAL_ENERGY_ASSESSMENTS';
const E = 'LESS_THAN_40000_KWH_PER_YEAR';
const F = 'ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100';

const inCategories =
  (...categories: ReportingObligationCategory[]): Rule =>
  (category) =>
    categories.includes(category) ? 'MANDATORY' : 'ABSENT';

/** Every category where the organisation qualifies (all but NOT_QUALIFY). */
const whenQualifying = inCategories(A, B, C, 'ZERO_ENERGY', E, F);
/** Every category with energy to report (all but ZERO_ENERGY and NOT_QUALIFY). */
const whenUsingEnergy = inCategories(A, B, C, E, F);

/** A category E section present only when the distribution puts some energy under `covered`. */
const inCategoriesOrE =
  (categories: ReportingObligationCategory[], covered: (obligation: ReportingObligation) => boolean): Rule =>
  (category, obligation) => {
    if (category !== E) return inCategories(...categories)(category, obligation);
    if (!distributionOf(obligation)) return 'UNDECIDED';
    return covered(obligation) ? 'MANDATORY' : 'ABSENT';
  };

const rules: Record<NocSectionKey, Rule> = {
  reportingObligation: () => 'MANDATORY',
  responsibleUndertaking: whenQualifying,
  contactPersons: whenQualifying,
  organisationStructure: whenQualifying,
  complianceRoute: whenUsingEnergy,
  energyConsumptionDetails: whenUsingEnergy,
  energySavingsOpportunities: inCategoriesOrE(
    [A, C],
    (obligation) => percentage(distributionOf(obligation)?.energyAuditsPct) > 0,
  ),
  alternativeComplianceRoutes: inCategoriesOrE([B, C, F], (obligation) =>
    usesAlternativeRoutes(distributionOf(obligation)),
  ),
  energySavingsAchieved: whenUsingEnergy,
  leadAssessor: inCategories(A, C, F),
  assessmentPersonnel: whenUsingEnergy,
  secondCompliancePeriod: whenQualifying,
  firstCompliancePeriod: whenQualifying,
  confirmations: whenQualifying,
};

/**
 * Each section's requirement in a phase with these sections (a section the phase does not have is ABSENT:
 * ADR 45), or undefined while the answers decide no category yet.
 */
export function sectionRequirements(
  obligation: ReportingObligation | null | undefined,
  sections: readonly NocSectionKey[] = nocSectionKeys,
): Record<NocSectionKey, SectionRequirement> | undefined {
  const category = determineCategory(obligation);
  if (!category || !obligation) return undefined;
  const requirementOf = (key: NocSectionKey) =>
    sections.includes(key) ? rules[key](category, obligation) : 'ABSENT';
  return Object.fromEntries(nocSectionKeys.map((key) => [key, requirementOf(key)])) as Record<
    NocSectionKey,
    SectionRequirement
  >;
}

/**
 * The sections a notification with these answers may hold, in task-list order: all but the ABSENT ones (only
 * the reporting obligation before a category exists).
 */
export function visibleSections(
  obligation: ReportingObligation | null | undefined,
  sections: readonly NocSectionKey[] = nocSectionKeys,
): NocSectionKey[] {
  const requirements = sectionRequirements(obligation, sections);
  if (!requirements) return ['reportingObligation'];
  return nocSectionKeys.filter((key) => requirements[key] !== 'ABSENT');
}

/**
 * Whether the task list (and the submitted notification's view) shows a section: the reporting obligation
 * always, any other once the answers make it MANDATORY (an UNDECIDED one waits for the distribution).
 */
export function isSectionShown(
  key: NocSectionKey,
  obligation: ReportingObligation | null | undefined,
): boolean {
  return key === 'reportingObligation' || sectionRequirements(obligation)?.[key] === 'MANDATORY';
}
