import type { ComponentType } from 'react';
import type { SummaryListRow } from '../../../shared/govuk/forms';
import type { NocContext } from '../task/NocSectionPage';
import type { NocSectionKey } from '../noc/model';

/** What a section's module exports: its pages' component (a step flow) and the browser title of an address. */
export interface NocSectionModule {
  Component: ComponentType;
  title: (address: string) => string | undefined;
  /** Its saved answers, read-only, on the route they take. */
  rows: (context: NocContext) => SummaryListRow[];
}

/**
 * The sections whose pages are built, each loaded when first opened: a section missing here is listed on the
 * task list without a link. (Apart from ./registry.ts, which the pages themselves read, to avoid a cycle.)
 */
export const NOC_SECTION_PAGES: Partial<Record<NocSectionKey, () => Promise<NocSectionModule>>> = {
  reportingObligation: () => import('./reporting-obligation'),
  responsibleUndertaking: () => import('./responsible-undertaking'),
  contactPersons: () => import('./contact-persons'),
  organisationStructure: () => import('./organisation-structure'),
  complianceRoute: () => import('./compliance-route'),
  energyConsumptionDetails: () => import('./energy-consumption'),
  energySavingsOpportunities: () => import('./energy-savings-opportunities'),
  alternativeComplianceRoutes: () => import('./alternative-compliance-routes'),
  energySavingsAchieved: () => import('./energy-savings-achieved'),
  leadAssessor: () => import('./lead-assessor'),
  assessmentPersonnel: () => import('./assessment-personnel'),
  secondCompliancePeriod: () => import('./compliance-periods/second'),
  firstCompliancePeriod: () => import('./compliance-periods/first'),
  confirmations: () => import('./confirmations'),
};
