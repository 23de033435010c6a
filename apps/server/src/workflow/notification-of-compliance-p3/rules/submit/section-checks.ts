import type { CompanyInformationService } from '../../../../platform/company-information';
import type { NocP3, NocSectionKey } from '../../payload/noc';
import type { ReportingObligationCategory } from '../category';
import type { ConstraintChecker } from './constraint-checker';
import {
  checkAlternativeRoutesForCategory,
  checkComplianceRouteForCategory,
  checkEnergyConsumptionForCategory,
  checkSavingsAchievedForCategory,
  checkSavingsOpportunityCosts,
} from './cross-checks/category-checks';
import { checkConfirmationsForCategory } from './cross-checks/confirmations';
import { checkRegistrationNumber } from './cross-checks/responsible-undertaking';
import { checkAlternativeComplianceRoutes } from './sections/alternative-compliance-routes';
import { checkAssessmentPersonnel } from './sections/assessment-personnel';
import { checkCompliancePeriod } from './sections/compliance-periods';
import { checkComplianceRoute } from './sections/compliance-route';
import { checkConfirmations } from './sections/confirmations';
import { checkContactPersons } from './sections/contact-persons';
import { checkEnergyConsumptionDetails } from './sections/energy-consumption-details';
import { checkEnergySavingsAchieved } from './sections/energy-savings-achieved';
import { checkEnergySavingsOpportunities } from './sections/energy-savings-opportunities';
import { checkLeadAssessor } from './sections/lead-assessor';
import { checkOrganisationStructure } from './sections/organisation-structure';
import { checkResponsibleUndertaking } from './sections/responsible-undertaking';
import type { NocViolation } from './violations';

/** What the submit checks need from outside: the company register, and today's date (yyyy-MM-dd). */
export interface SubmissionContext {
  companyInformation: Pick<CompanyInformationService, 'lookup'>;
  today: string;
  /** The phase's sections, when it has fewer than the fourteen. */
  sections?: readonly NocSectionKey[];
}

/** A section's checks: its bean constraints, then its cross checks against the category and other sections. */
interface SectionChecks<Section> {
  constraints(check: ConstraintChecker, section: Section, context: SubmissionContext): void;
  crossChecks?(
    section: Section,
    noc: NocP3,
    category: ReportingObligationCategory,
    context: SubmissionContext,
  ): NocViolation[] | Promise<NocViolation[]>;
}

type ChecksOf = {
  [Key in Exclude<NocSectionKey, 'reportingObligation'>]: SectionChecks<NonNullable<NocP3[Key]>>;
};

/**
 * The thirteen section validators in the reference's order: Spring injects them sorted by class name
 * (NocP3AlternativeComplianceRoutes…, NocP3AssessmentPersonnel…, …), so violations come in that order.
 */
export const sectionChecks: ChecksOf = {
  alternativeComplianceRoutes: {
    constraints: checkAlternativeComplianceRoutes,
    crossChecks: (section, noc, category) => checkAlternativeRoutesForCategory(section, noc, category),
  },
  assessmentPersonnel: { constraints: checkAssessmentPersonnel },
  complianceRoute: {
    constraints: checkComplianceRoute,
    crossChecks: (section, noc, category) => checkComplianceRouteForCategory(section, noc, category),
  },
  confirmations: {
    constraints: (check, section, context) => checkConfirmations(check, section, context.today),
    crossChecks: (section, noc, category) => checkConfirmationsForCategory(section, noc, category),
  },
  contactPersons: { constraints: checkContactPersons },
  energyConsumptionDetails: {
    constraints: checkEnergyConsumptionDetails,
    crossChecks: (section, noc) => checkEnergyConsumptionForCategory(section, noc),
  },
  energySavingsAchieved: {
    constraints: checkEnergySavingsAchieved,
    crossChecks: (section, _noc, category) => checkSavingsAchievedForCategory(section, category),
  },
  energySavingsOpportunities: {
    constraints: checkEnergySavingsOpportunities,
    crossChecks: (section) => checkSavingsOpportunityCosts(section),
  },
  firstCompliancePeriod: { constraints: checkCompliancePeriod },
  leadAssessor: { constraints: checkLeadAssessor },
  organisationStructure: { constraints: checkOrganisationStructure },
  responsibleUndertaking: {
    constraints: checkResponsibleUndertaking,
    crossChecks: (section, _noc, _category, context) =>
      checkRegistrationNumber(section, context.companyInformation),
  },
  secondCompliancePeriod: { constraints: checkCompliancePeriod },
};

export const submitOrder = Object.keys(sectionChecks) as (keyof ChecksOf)[];
