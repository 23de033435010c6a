import { z } from 'zod';
import { decimal, kilowattHours, nonNegativeLong } from '../draft-fields';

/** A reduction in kWh and in pounds (at most 2 pence digits). */
export const potentialReductionPairSchema = z
  .strictObject({ energyConsumption: kilowattHours(), energyCost: decimal(2) })
  .meta({ id: 'PotentialReductionPair' });
export type PotentialReductionPair = z.infer<typeof potentialReductionPairSchema>;

const pair = () => potentialReductionPairSchema.nullish();

/** Reductions by organisational purpose, with their totals. */
export const energyConsumptionPotentialReductionSchema = z
  .strictObject({
    buildings: pair(),
    transport: pair(),
    industrialProcesses: pair(),
    otherProcesses: pair(),
    energyConsumptionTotal: nonNegativeLong(),
    energyCostTotal: decimal(2),
  })
  .meta({ id: 'EnergyConsumptionPotentialReduction' });
export type EnergyConsumptionPotentialReduction = z.infer<typeof energyConsumptionPotentialReductionSchema>;

/** The six energy saving categories, in the reference's order. */
export const savingsCategories = [
  'energyManagementPractices',
  'behaviourChangeInterventions',
  'training',
  'controlsImprovements',
  'capitalInvestments',
  'otherMeasures',
] as const;

/** Reductions by energy saving category, with their totals. */
export const energySavingsCategoriesPotentialReductionSchema = z
  .strictObject({
    energyManagementPractices: pair(),
    behaviourChangeInterventions: pair(),
    training: pair(),
    controlsImprovements: pair(),
    capitalInvestments: pair(),
    otherMeasures: pair(),
    energyConsumptionTotal: nonNegativeLong(),
    energyCostTotal: decimal(2),
  })
  .meta({ id: 'EnergySavingsCategoriesPotentialReduction' });
export type EnergySavingsCategoriesPotentialReduction = z.infer<
  typeof energySavingsCategoriesPotentialReductionSchema
>;
