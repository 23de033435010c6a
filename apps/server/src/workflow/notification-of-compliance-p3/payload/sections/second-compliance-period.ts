import { z } from 'zod';
import { oneOf } from '../draft-fields';
import { energyConsumptionSchema, optionalQuestionValues } from '../shared/energy-consumption';
import { firstCompliancePeriodDetailsSchema } from './first-compliance-period';

/**
 * Section "Second compliance period" (6 December 2015 to 5 December 2019). Its details keep the
 * reference's field name firstCompliancePeriodDetails, a slip kept for wire compatibility (ADR 0014).
 */
export const secondCompliancePeriodSchema = z
  .strictObject({
    informationExists: oneOf(optionalQuestionValues),
    firstCompliancePeriodDetails: firstCompliancePeriodDetailsSchema.nullish(),
    reductionAchieved: energyConsumptionSchema.nullish(),
  })
  .meta({ id: 'SecondCompliancePeriod' });
export type SecondCompliancePeriod = z.infer<typeof secondCompliancePeriodSchema>;
