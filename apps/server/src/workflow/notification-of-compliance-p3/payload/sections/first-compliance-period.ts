import { z } from 'zod';
import { kilowattHours, oneOf, text } from '../draft-fields';
import {
  energyConsumptionSchema,
  optionalQuestionValues,
  significantEnergyConsumptionSchema,
} from '../shared/energy-consumption';

/** Historical figures of an earlier compliance period, every one optional. */
export const firstCompliancePeriodDetailsSchema = z
  .strictObject({
    organisationalEnergyConsumption: kilowattHours(),
    organisationalEnergyConsumptionBreakdown: energyConsumptionSchema.nullish(),
    significantEnergyConsumption: significantEnergyConsumptionSchema.nullish(),
    explanation: text(10000),
    potentialReduction: energyConsumptionSchema.nullish(),
  })
  .meta({ id: 'FirstCompliancePeriodDetails' });
export type FirstCompliancePeriodDetails = z.infer<typeof firstCompliancePeriodDetailsSchema>;

/** Section "First compliance period" (17 July 2014 to 5 December 2015). */
export const firstCompliancePeriodSchema = z
  .strictObject({
    informationExists: oneOf(optionalQuestionValues),
    firstCompliancePeriodDetails: firstCompliancePeriodDetailsSchema.nullish(),
  })
  .meta({ id: 'FirstCompliancePeriod' });
export type FirstCompliancePeriod = z.infer<typeof firstCompliancePeriodSchema>;
