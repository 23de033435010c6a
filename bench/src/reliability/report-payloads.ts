import {
  categoryPaths,
  completedStatuses,
  completeNotification,
  type CategoryPath,
} from '../../../apps/server/src/workflow/notification-of-compliance-p3/examples/complete-notifications';

/**
 * What the report journeys fill in. The notifications are the complete ones of each category path the
 * demo data and the API tests use (their submit checks are held by unit tests); the action plan and the
 * progress updates are written here from the documented API (one measure, answered in both updates), as
 * the API tests' builders live with the tests.
 */

export interface NotificationSection {
  key: string;
  value: unknown;
}

/** A complete notification of a path chosen at random, as the sections its path shows, in order. */
export function notificationSections(random: () => number): {
  path: CategoryPath;
  sections: NotificationSection[];
} {
  const path = categoryPaths[Math.floor(random() * categoryPaths.length)] as CategoryPath;
  const noc = completeNotification(path) as Record<string, unknown>;
  const sections = Object.keys(completedStatuses(noc)).map((key) => ({ key, value: noc[key] }));
  return { path, sections };
}

/** The notification made of the given sections, each COMPLETED: what a save sends. */
export function notificationOf(sections: NotificationSection[]) {
  return {
    noc: Object.fromEntries(sections.map((section) => [section.key, section.value])),
    nocSectionsCompleted: Object.fromEntries(sections.map((section) => [section.key, 'COMPLETED'])),
  };
}

/** Implemented before the plan is submitted (progress update 1 asks for its reductions). */
const measure = {
  measureName: 'LED lighting in every depot',
  isEnergySavingsOpportunityReportedInAudit: true,
  measureScheme: ['STREAMLINED_ENERGY_AND_CARBON_REPORTING_SECR'],
  totalEnergySavingsExpected: { buildings: 180_000, total: 180_000 },
  implementationDateForMeasure: '2024-03-01',
  energySavingsEstimateCalculatedType: 'ENERGY_AUDIT',
  measureContext: 'Replaces fluorescent fittings in the five depots.',
};

/** The action plan's two sections, saved one at a time. */
export const actionPlanSections = [
  {
    key: 'energyEfficiencyMeasure',
    value: { haveEnergyEfficiencyMeasures: true, energyEfficiencyMeasures: [measure] },
  },
  { key: 'responsibleOfficerConfirmation', value: ['ESOS_ASSESSMENT_NOTIFICATION'] },
] as const;

/** Progress update 1's answer for the plan's measure, and update 2's for the same measure. */
export const progressAnswers = {
  1: {
    reportReduction2024To2025: true,
    reductionEnergyConsumption2024To2025: 95_000,
    reportReduction2023To2024: false,
    estimationMethodType: 'ENERGY_AUDIT',
  },
  2: {
    reportReduction2025To2026: true,
    reductionEnergyConsumption2025To2026: 100_000,
    estimationMethodType: 'ENERGY_AUDIT',
  },
} as const;

/** The statement each update's responsible officer confirms (no measure uses another estimation method). */
export const progressConfirmation = ['ESOS_ACTION_PLAN_COMPLIANCE'];

/** A JSON text with every object's keys sorted: equal for equal values, whatever order the database keeps. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
