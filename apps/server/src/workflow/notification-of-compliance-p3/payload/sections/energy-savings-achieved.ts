import { z } from 'zod';
import { int32, kilowattHours, nonNegativeLong, oneOf, text } from '../draft-fields';
import { energyConsumptionSchema, optionalQuestionValues } from '../shared/energy-consumption';

/** kWh saved by energy saving category. */
export const energySavingsCategoriesSchema = z
  .strictObject({
    energyManagementPractices: kilowattHours(),
    behaviourChangeInterventions: kilowattHours(),
    training: kilowattHours(),
    controlsImprovements: kilowattHours(),
    capitalInvestments: kilowattHours(),
    otherMeasures: kilowattHours(),
    total: nonNegativeLong(),
  })
  .meta({ id: 'EnergySavingsCategories' });

/**
 * Shares of the savings (%) by where the recommendation came from: each at most 100, the total only
 * at least 0, as in the reference (a saving may follow recommendations of more than one kind).
 */
export const energySavingsRecommendationsSchema = z
  .strictObject({
    energyAudits: int32(0, 100),
    alternativeComplianceRoutes: int32(0, 100),
    other: int32(0, 100),
    total: int32(0),
  })
  .meta({ id: 'EnergySavingsRecommendations' });

/** Section "Energy savings achieved"; category B gives a total only. */
export const energySavingsAchievedSchema = z
  .strictObject({
    energySavingsEstimation: energyConsumptionSchema.nullish(),
    energySavingCategoriesExist: oneOf(optionalQuestionValues),
    energySavingsCategories: energySavingsCategoriesSchema.nullish(),
    totalEnergySavingsEstimation: kilowattHours(),
    energySavingsRecommendationsExist: oneOf(optionalQuestionValues),
    energySavingsRecommendations: energySavingsRecommendationsSchema.nullish(),
    details: text(10000),
  })
  .meta({ id: 'EnergySavingsAchieved' });
export type EnergySavingsAchieved = z.infer<typeof energySavingsAchievedSchema>;
