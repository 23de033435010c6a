import type { components } from '../../../shared/api';
import type { TaskPayload } from '../../../shared/workflow';

type Schemas = components['schemas'];

/** The notification as the task holds it: any section may be missing while the operator works on it. */
export type Noc = Schemas['NocP3'];
export type NocSectionKey = keyof Noc & keyof Schemas['NocP3SectionsCompleted'];
export type NocSectionsCompleted = Schemas['NocP3SectionsCompleted'];
/** One section's answers, never null in a flow (an unstarted section is `{}`). */
export type NocSection<K extends NocSectionKey> = NonNullable<Noc[K]>;
export type ReportingObligation = Schemas['ReportingObligation'];
export type ComplianceRouteDistribution = Schemas['ComplianceRouteDistribution'];
export type AccountOriginatedData = Schemas['AccountOriginatedData'];

export type NocTaskPayload =
  | Schemas['NotificationOfComplianceP3ApplicationSubmitRequestTaskPayload']
  | Schemas['NotificationOfComplianceP3ApplicationEditRequestTaskPayload'];

/** The SUBMIT or EDIT task's payload, or undefined for any other (the WAIT_FOR_EDIT task has none). */
export function nocTaskPayload(payload: TaskPayload | undefined): NocTaskPayload | undefined {
  return payload?.payloadType === 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT_PAYLOAD' ||
    payload?.payloadType === 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT_PAYLOAD'
    ? payload
    : undefined;
}

/** The seven reporting-obligation categories (task-forms §1.2); A to F and NQ in reporting-inventory §3.1. */
export type NocCategory =
  | 'ESOS_ENERGY_ASSESSMENTS_95_TO_100'
  | 'ISO_50001_COVERING_ENERGY_USAGE'
  | 'PARTIAL_ENERGY_ASSESSMENTS'
  | 'ZERO_ENERGY'
  | 'LESS_THAN_40000_KWH_PER_YEAR'
  | 'ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100'
  | 'NOT_QUALIFY';

const pct = (value: number | null | undefined) => value ?? 0;

export function usesAlternativeRoutes(distribution: ComplianceRouteDistribution | null | undefined): boolean {
  return (
    pct(distribution?.iso50001Pct) > 0 ||
    pct(distribution?.displayEnergyCertificatePct) > 0 ||
    pct(distribution?.greenDealAssessmentPct) > 0
  );
}

/**
 * The category the saved answers lead to, or undefined while they decide none yet: derived as the server
 * derives it (its rules/category.ts), so the task list shows what the submit will check.
 */
export function categoryOf(obligation: ReportingObligation | null | undefined): NocCategory | undefined {
  if (obligation?.qualificationType === 'NOT_QUALIFY') return 'NOT_QUALIFY';
  if (obligation?.qualificationType !== 'QUALIFY') return undefined;
  const details = obligation.reportingObligationDetails;
  switch (details?.energyResponsibilityType) {
    case 'NOT_RESPONSIBLE':
      return 'ZERO_ENERGY';
    case 'RESPONSIBLE_BUT_LESS_THAN_40000_KWH':
      return 'LESS_THAN_40000_KWH_PER_YEAR';
    case 'RESPONSIBLE': {
      const distribution = details.complianceRouteDistribution;
      if (!distribution) return undefined;
      if (!usesAlternativeRoutes(distribution)) return 'ESOS_ENERGY_ASSESSMENTS_95_TO_100';
      if (distribution.iso50001Pct === 100) return 'ISO_50001_COVERING_ENERGY_USAGE';
      return pct(distribution.energyAuditsPct) > 0
        ? 'PARTIAL_ENERGY_ASSESSMENTS'
        : 'ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100';
    }
    default:
      return undefined;
  }
}

const A = 'ESOS_ENERGY_ASSESSMENTS_95_TO_100';
const B = 'ISO_50001_COVERING_ENERGY_USAGE';
const C = 'PARTIAL_ENERGY_ASSESSMENTS';
const D = 'ZERO_ENERGY';
const E = 'LESS_THAN_40000_KWH_PER_YEAR';
const F = 'ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100';

type Shown = (category: NocCategory, obligation: ReportingObligation) => boolean;
const inCategories =
  (...categories: NocCategory[]): Shown =>
  (category) =>
    categories.includes(category);
/** Category E shows the section only once the distribution puts some energy under its route. */
const inCategoriesOrE =
  (categories: NocCategory[], covered: (distribution: ComplianceRouteDistribution) => boolean): Shown =>
  (category, obligation) => {
    if (category !== E) return categories.includes(category);
    const distribution = obligation.reportingObligationDetails?.complianceRouteDistribution;
    return distribution ? covered(distribution) : false;
  };

const qualifying = inCategories(A, B, C, D, E, F);
const usingEnergy = inCategories(A, B, C, E, F);

/** Which sections each category shows (task-forms §1.2, reporting-inventory §3.1; the server's section requirements). */
const shownWhen: Record<NocSectionKey, Shown> = {
  reportingObligation: () => true,
  responsibleUndertaking: qualifying,
  contactPersons: qualifying,
  organisationStructure: qualifying,
  complianceRoute: usingEnergy,
  energyConsumptionDetails: usingEnergy,
  energySavingsOpportunities: inCategoriesOrE([A, C], (d) => pct(d.energyAuditsPct) > 0),
  alternativeComplianceRoutes: inCategoriesOrE([B, C, F], usesAlternativeRoutes),
  energySavingsAchieved: usingEnergy,
  leadAssessor: inCategories(A, C, F),
  assessmentPersonnel: usingEnergy,
  secondCompliancePeriod: qualifying,
  firstCompliancePeriod: qualifying,
  confirmations: qualifying,
};

/** Whether the task list shows a section: before a category exists only the reporting obligation is shown. */
export function isSectionShown(
  key: NocSectionKey,
  obligation: ReportingObligation | null | undefined,
): boolean {
  if (key === 'reportingObligation') return true;
  const category = categoryOf(obligation);
  return category !== undefined && obligation != null && shownWhen[key](category, obligation);
}

/** A section's status on the task list (task-forms §0). */
export type NocSectionStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANNOT_START_YET';

/**
 * The status the task list shows: the saved one (none saved: not started), except that every other section
 * cannot start until the reporting obligation, which decides them, is completed.
 */
export function sectionStatus(key: NocSectionKey, completed: NocSectionsCompleted): NocSectionStatus {
  if (key !== 'reportingObligation' && completed.reportingObligation !== 'COMPLETED') {
    return 'CANNOT_START_YET';
  }
  return completed[key] ?? 'NOT_STARTED';
}
