import type { NocSectionKey } from '../noc/model';

export interface NocSectionEntry {
  key: NocSectionKey;
  /** Its address below the task: `notification/<path>` (reporting-inventory §4.1). */
  path: string;
  /** Its name on the task list, its pages' caption and its 'Change … answers' link. */
  title: string;
  /** The task list group it is listed under (task-forms §1.3). */
  group: NocGroup;
}

/** The task list's six groups, in order (task-forms §1.3). */
export const NOC_GROUPS = [
  'Reporting obligation',
  'Organisation details',
  'Information on energy use',
  'Energy assessment contact',
  'Previous compliance periods',
  'Confirmation',
] as const;
export type NocGroup = (typeof NOC_GROUPS)[number];

/**
 * The fourteen sections, in the reference's order: the one list the task list, the routes and the submit
 * errors' links are derived from. A section's pages live in their own folder beside this file and are
 * listed in ./pages.ts.
 */
export const NOC_SECTIONS: readonly NocSectionEntry[] = [
  {
    key: 'reportingObligation',
    path: 'reporting-obligation',
    title: 'Reporting obligation',
    group: 'Reporting obligation',
  },
  {
    key: 'responsibleUndertaking',
    path: 'responsible-undertaking',
    title: 'Responsible undertaking',
    group: 'Organisation details',
  },
  { key: 'contactPersons', path: 'contact-persons', title: 'Contact persons', group: 'Organisation details' },
  {
    key: 'organisationStructure',
    path: 'organisation-structure',
    title: 'Organisation structure',
    group: 'Organisation details',
  },
  {
    key: 'complianceRoute',
    path: 'compliance-route',
    title: 'Compliance route',
    group: 'Information on energy use',
  },
  {
    key: 'energyConsumptionDetails',
    path: 'energy-consumption',
    title: 'Energy consumption',
    group: 'Information on energy use',
  },
  {
    key: 'energySavingsOpportunities',
    path: 'energy-savings-opportunities',
    title: 'Energy savings opportunities',
    group: 'Information on energy use',
  },
  {
    key: 'alternativeComplianceRoutes',
    path: 'alternative-compliance-routes',
    title: 'Alternative routes to compliance',
    group: 'Information on energy use',
  },
  {
    key: 'energySavingsAchieved',
    path: 'energy-savings-achieved',
    title: 'Energy savings achieved',
    group: 'Information on energy use',
  },
  {
    key: 'leadAssessor',
    path: 'lead-assessor-details',
    title: 'Lead assessor details',
    group: 'Energy assessment contact',
  },
  {
    key: 'assessmentPersonnel',
    path: 'assessment-personnel',
    title: 'Assessment personnel',
    group: 'Energy assessment contact',
  },
  {
    key: 'secondCompliancePeriod',
    path: 'second-compliance-period',
    title: 'Second compliance period',
    group: 'Previous compliance periods',
  },
  {
    key: 'firstCompliancePeriod',
    path: 'first-compliance-period',
    title: 'First compliance period',
    group: 'Previous compliance periods',
  },
  {
    key: 'confirmations',
    path: 'confirmation',
    title: 'Responsible officer confirmation',
    group: 'Confirmation',
  },
];

export function nocSection(key: NocSectionKey): NocSectionEntry {
  const entry = NOC_SECTIONS.find((section) => section.key === key);
  if (!entry) throw new Error(`No NOC section ${key}`);
  return entry;
}

export { NOC_PAGES } from './addresses';
