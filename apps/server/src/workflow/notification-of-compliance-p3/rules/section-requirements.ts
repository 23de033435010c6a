import { nocSectionKeys, type NocSectionKey } from '../payload/noc';
import type { ReportingObligation } from '../payload/sections/reporting-obligation';
import {
  determineCategory,
  distributionOf,
  percentage,
  usesAlternativeRoutes,
  type ReportingObligationCategory,
} from './category';

/**
 * Whether a section must be in the notification (MANDATORY) or must not (ABSENT) for the category
 * (reporting-inventory §3.1: the server insists on the one and rejects the other; the web hides the
 * ABSENT ones). UNDECIDED: a category E section whose presence depends on a distribution not given yet.
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

/** Each section's requirement in a phase with these sections, or undefined while the answers decide no category yet. */
export function sectionRequirements(
  obligation: ReportingObligation | null | undefined,
  sections: readonly NocSectionKey[] = nocSectionKeys,
): Record<NocSectionKey, SectionRequirement> | undefined {
  const category = determineCategory(obligation);
  if (!category || !obligation) return undefined;
  // A section the phase does not have is never asked for (ADR 0045).
  const requirementOf = (key: NocSectionKey) =>
    sections.includes(key) ? rules[key](category, obligation) : 'ABSENT';
  return Object.fromEntries(nocSectionKeys.map((key) => [key, requirementOf(key)])) as Record<
    NocSectionKey,
    SectionRequirement
  >;
}

/** The sections the operator fills in for these answers, in task-list order (only the obligation before a category exists). */
export function visibleSections(
  obligation: ReportingObligation | null | undefined,
  sections: readonly NocSectionKey[] = nocSectionKeys,
): NocSectionKey[] {
  const requirements = sectionRequirements(obligation, sections);
  if (!requirements) return ['reportingObligation'];
  return nocSectionKeys.filter((key) => requirements[key] !== 'ABSENT');
}
