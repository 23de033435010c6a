import { z } from 'zod';
import { LIST_MAX } from '../../../../platform/http/input-bounds';
import { flag, int32, oneOf, sizeMessage, text } from '../draft-fields';
import { optionalQuestionValues } from '../shared/energy-consumption';

export const estimatedCalculationTypes = [
  'TOTAL_OR_SIGNIFICANT_ENERGY_CONSUMPTION',
  'CONVERSION_OF_TOTAL_OR_SIGNIFICANT_ENERGY_CONSUMPTION',
  'AMOUNT_OF_TOTAL_OR_SIGNIFICANT_ENERGY_CONSUMPTION',
  'ENERGY_CONSUMPTION_OVER_TWELVE_MONTHS',
  'NONE_OF_THE_ABOVE',
] as const;
export const energyConsumptionProfilingValues = ['YES', 'NO', 'NOT_APPLICABLE'] as const;

export const energyAuditSchema = z
  .strictObject({
    description: text(10000),
    numberOfSitesCovered: int32(0),
    numberOfSitesVisited: int32(0),
    reason: text(10000),
  })
  .meta({ id: 'EnergyAudit' });
export type EnergyAudit = z.infer<typeof energyAuditSchema>;

/** Section "Compliance route": estimates, profiling, energy audits and what may not be disclosed. */
export const complianceRouteSchema = z
  .strictObject({
    estimatedCalculationTypes: z
      .array(z.enum(estimatedCalculationTypes))
      .max(LIST_MAX, sizeMessage(LIST_MAX))
      .nullish(),
    areTwelveMonthsVerifiableDataUsed: flag(),
    twelveMonthsVerifiableDataUsedReason: text(10000),
    areEstimationMethodsRecorded: oneOf(optionalQuestionValues),
    energyConsumptionProfilingUsed: oneOf(energyConsumptionProfilingValues),
    areEnergyConsumptionProfilingMethodsRecorded: oneOf(optionalQuestionValues),
    isEnergyConsumptionProfilingNotUsedRecorded: oneOf(optionalQuestionValues),
    energyAudits: z.array(energyAuditSchema).max(LIST_MAX, sizeMessage(LIST_MAX)).nullish(),
    partsProhibitedFromDisclosingExist: flag(),
    partsProhibitedFromDisclosing: text(10000),
    partsProhibitedFromDisclosingReason: text(10000),
  })
  .meta({ id: 'ComplianceRoute' });
export type ComplianceRoute = z.infer<typeof complianceRouteSchema>;
