import type {
  AlternativeComplianceRoutes,
  CertificateDetails,
} from '../../../payload/sections/alternative-compliance-routes';
import type { ConstraintChecker } from '../constraint-checker';
import { checkEnergyConsumptionReduction, checkSavingsCategoriesReduction } from './shared';

export function checkAlternativeComplianceRoutes(
  check: ConstraintChecker,
  routes: AlternativeComplianceRoutes,
): void {
  if (routes.energyConsumptionReduction) {
    checkEnergyConsumptionReduction(
      check.at('energyConsumptionReduction'),
      routes.energyConsumptionReduction,
    );
  }
  if (routes.energyConsumptionReductionCategories) {
    checkSavingsCategoriesReduction(
      check.at('energyConsumptionReductionCategories'),
      routes.energyConsumptionReductionCategories,
    );
  }
  if (routes.iso50001CertificateDetails) {
    checkCertificate(check.at('iso50001CertificateDetails'), routes.iso50001CertificateDetails);
  }
  for (const field of ['decCertificatesDetails', 'gdaCertificatesDetails'] as const) {
    const certificates = routes[field];
    if (!certificates) continue;
    const listCheck = check.at(field);
    listCheck.notEmpty('certificateDetails', certificates.certificateDetails);
    (certificates.certificateDetails ?? []).forEach((certificate, index) =>
      checkCertificate(listCheck.at('certificateDetails').at(index), certificate),
    );
  }
}

/** A certificate is all given or all empty, valid until after valid from, and overlaps the qualification dates. */
function checkCertificate(check: ConstraintChecker, certificate: CertificateDetails): void {
  const { certificateNumber: number, validFrom: from, validUntil: until } = certificate;
  const given = [number, from, until].map((value) => value !== null && value !== undefined);
  check.rule(
    given.every(Boolean) || !given.some(Boolean),
    'All the certificate details should be completed or none of them should be completed',
  );
  // yyyy-MM-dd strings compare as the dates they write.
  check.rule(!from || !until || until > from, 'Valid until date should be after valid from date');
  check.rule(!until || until >= '2023-12-05', 'Valid until date should not be before 5th of December 2023');
  check.rule(!from || from <= '2024-06-05', 'Valid from date should not be after 5th of June 2024');
}
