import { z } from 'zod';
import { LIST_MAX } from '../../../../platform/http/input-bounds';
import { decimal, isoDate, kilowattHours, sizeMessage, text } from '../draft-fields';
import {
  energyConsumptionPotentialReductionSchema,
  energySavingsCategoriesPotentialReductionSchema,
} from '../shared/potential-reduction';

/** The total reduction: the reference unwraps a PotentialReductionPair here, so the same two fields. */
export const totalEnergyConsumptionReductionSchema = z
  .strictObject({ energyConsumption: kilowattHours(), energyCost: decimal(2) })
  .meta({ id: 'TotalEnergyConsumptionReduction' });

/** The assets and activities each alternative route covers. */
export const assetsSchema = z
  .strictObject({ iso50001: text(10000), dec: text(10000), gda: text(10000) })
  .meta({ id: 'Assets' });

export const certificateDetailsSchema = z
  .strictObject({ certificateNumber: text(10000), validFrom: isoDate(), validUntil: isoDate() })
  .meta({ id: 'CertificateDetails' });
export type CertificateDetails = z.infer<typeof certificateDetailsSchema>;

export const certificatesDetailsSchema = z
  .strictObject({
    certificateDetails: z.array(certificateDetailsSchema).max(LIST_MAX, sizeMessage(LIST_MAX)).nullish(),
  })
  .meta({ id: 'CertificatesDetails' });

/** Section "Alternative routes to compliance": ISO 50001, Display Energy Certificates and Green Deal Assessments. */
export const alternativeComplianceRoutesSchema = z
  .strictObject({
    totalEnergyConsumptionReduction: totalEnergyConsumptionReductionSchema.nullish(),
    energyConsumptionReduction: energyConsumptionPotentialReductionSchema.nullish(),
    energyConsumptionReductionCategories: energySavingsCategoriesPotentialReductionSchema.nullish(),
    assets: assetsSchema.nullish(),
    iso50001CertificateDetails: certificateDetailsSchema.nullish(),
    decCertificatesDetails: certificatesDetailsSchema.nullish(),
    gdaCertificatesDetails: certificatesDetailsSchema.nullish(),
  })
  .meta({ id: 'AlternativeComplianceRoutes' });
export type AlternativeComplianceRoutes = z.infer<typeof alternativeComplianceRoutesSchema>;
