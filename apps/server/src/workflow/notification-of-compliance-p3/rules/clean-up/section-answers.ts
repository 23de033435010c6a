import type { NocP3 } from '../../payload/noc';
import { energyPurposes } from '../../payload/shared/energy-consumption';
import type { ClassificationCodes } from '../../payload/shared/contact-person';
import { significantPercentage } from '../energy-figures';

/**
 * Inside each section, an answer that makes other fields irrelevant removes them (the reference's web
 * does this on each page; task-forms §1.4 "Side effects"). Only an explicit answer removes anything: a
 * question not answered yet leaves what follows it alone. Mutates the (cloned) notification it is given.
 */
export function applySectionAnswers(noc: NocP3): void {
  reportingObligation(noc);
  responsibleUndertaking(noc);
  if (noc.contactPersons?.hasSecondaryContact === false) delete noc.contactPersons.secondaryContact;
  organisationStructure(noc);
  complianceRoute(noc);
  energyConsumptionDetails(noc);
  alternativeComplianceRoutes(noc);
  energySavingsAchieved(noc);
  for (const period of [noc.firstCompliancePeriod, noc.secondCompliancePeriod]) {
    if (period?.informationExists === 'NO' || period?.informationExists === 'SKIP_QUESTION') {
      delete period.firstCompliancePeriodDetails;
      if ('reductionAchieved' in period) delete period.reductionAchieved;
    }
  }
}

function reportingObligation({ reportingObligation: obligation }: NocP3): void {
  if (obligation?.qualificationType === 'NOT_QUALIFY') delete obligation.reportingObligationDetails;
  if (obligation?.qualificationType === 'QUALIFY') delete obligation.noQualificationReason;
  const details = obligation?.reportingObligationDetails;
  if (details?.energyResponsibilityType === 'NOT_RESPONSIBLE') delete details.complianceRouteDistribution;
}

function responsibleUndertaking({ responsibleUndertaking: undertaking }: NocP3): void {
  if (!undertaking) return;
  const details = undertaking.organisationDetails;
  if (details?.registrationNumberExist === false) delete details.registrationNumber;
  if (details) dropOtherTypeName(details);
  if (undertaking.tradingDetails?.exist === false) delete undertaking.tradingDetails.tradingName;
  // The reference keeps a trust name even when the notification is not about a trust (ADR 0014).
  if (undertaking.isBehalfOfTrust === false) delete undertaking.trustName;
  if (undertaking.hasOverseasParentDetails === false) delete undertaking.overseasParentDetails;
}

function organisationStructure({ organisationStructure: structure }: NocP3): void {
  if (!structure) return;
  if (structure.isNonComplyingUndertakingsIncluded === false) delete structure.organisationUndertakingDetails;
  for (const organisation of structure.organisationsAssociatedWithRU ?? []) {
    if (organisation.registrationNumberExist === false) delete organisation.registrationNumber;
    const codes = organisation.classificationCodesDetails;
    if (codes?.areSameAsRU === true) delete codes.codes;
    if (codes?.codes) dropOtherTypeName(codes.codes);
  }
}

function dropOtherTypeName(codes: Pick<ClassificationCodes, 'type' | 'otherTypeName'>): void {
  if (codes.type === 'SIC') delete codes.otherTypeName;
}

function complianceRoute({ complianceRoute: route }: NocP3): void {
  if (!route) return;
  if (route.areTwelveMonthsVerifiableDataUsed === true) delete route.twelveMonthsVerifiableDataUsedReason;
  if (route.energyConsumptionProfilingUsed === 'YES')
    delete route.isEnergyConsumptionProfilingNotUsedRecorded;
  if (
    route.energyConsumptionProfilingUsed === 'NO' ||
    route.energyConsumptionProfilingUsed === 'NOT_APPLICABLE'
  ) {
    delete route.areEnergyConsumptionProfilingMethodsRecorded;
  }
  if (route.partsProhibitedFromDisclosingExist === false) {
    delete route.partsProhibitedFromDisclosing;
    delete route.partsProhibitedFromDisclosingReason;
  }
}

function energyConsumptionDetails({ energyConsumptionDetails: details }: NocP3): void {
  if (!details) return;
  if (details.significantEnergyConsumptionExists === false) delete details.significantEnergyConsumption;
  const significant = details.significantEnergyConsumption;
  if (details.significantEnergyConsumptionExists === true && significant) {
    const share = significantPercentage(significant.total, details.totalEnergyConsumption?.total);
    if (share !== undefined) significant.significantEnergyConsumptionPct = share;
  }
  // A purpose that used no energy has no intensity ratio (the figures the ratios are for).
  const figures = details.significantEnergyConsumptionExists ? significant : details.totalEnergyConsumption;
  const ratios = details.energyIntensityRatioData;
  if (figures && ratios) {
    for (const purpose of energyPurposes) if (figures[purpose] === 0) delete ratios[purpose];
  }
  if (details.additionalInformationExists === false) delete details.additionalInformation;
}

/**
 * An 'Add another certificate' left empty is no certificate: it goes, so the regulator is never shown one without
 * details (issue 39). As on the web, one blank stays when none was given: the list itself is the route's answer.
 */
function alternativeComplianceRoutes({ alternativeComplianceRoutes: routes }: NocP3): void {
  for (const list of [routes?.decCertificatesDetails, routes?.gdaCertificatesDetails]) {
    const certificates = list?.certificateDetails;
    if (!certificates) continue;
    const given = certificates.filter(
      (certificate) =>
        certificate.certificateNumber?.trim() || certificate.validFrom || certificate.validUntil,
    );
    list.certificateDetails = given.length > 0 ? given : certificates.slice(0, 1);
  }
}

function energySavingsAchieved({ energySavingsAchieved: savings }: NocP3): void {
  if (!savings) return;
  if (
    savings.energySavingCategoriesExist === 'NO' ||
    savings.energySavingCategoriesExist === 'SKIP_QUESTION'
  ) {
    delete savings.energySavingsCategories;
  }
  const recommendations = savings.energySavingsRecommendationsExist;
  if (recommendations === 'NO' || recommendations === 'SKIP_QUESTION')
    delete savings.energySavingsRecommendations;
}
