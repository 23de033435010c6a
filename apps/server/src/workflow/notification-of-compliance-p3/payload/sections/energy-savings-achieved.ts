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
 * Shares of the savings (%) by where the recommendation came from. The total is capped at 100 here,
 * where the reference lets it grow past 100 (its own web caps it; ADR 0014).
 */
export const energySavingsRecommendationsSchema = z
  .strictObject({
    energyAudits: int32(0, 100),
    alternativeComplianceRoutes: int32(0, 100),
    other: int32(0, 100),
    total: int32(0, 100),
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
