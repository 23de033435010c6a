import { z } from 'zod';
import {
  energyConsumptionPotentialReductionSchema,
  energySavingsCategoriesPotentialReductionSchema,
  potentialReductionPairSchema,
} from '../shared/potential-reduction';

/** Section "Energy savings opportunities": every figure optional. */
export const energySavingsOpportunitiesSchema = z
  .strictObject({
    implementationEnergyConsumption: potentialReductionPairSchema.nullish(),
    energyConsumption: energyConsumptionPotentialReductionSchema.nullish(),
    energySavingsCategories: energySavingsCategoriesPotentialReductionSchema.nullish(),
  })
  .meta({ id: 'EnergySavingsOpportunities' });
export type EnergySavingsOpportunities = z.infer<typeof energySavingsOpportunitiesSchema>;
