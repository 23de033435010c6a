import { z } from 'zod';
import { kilowattHours, nonNegativeLong } from '../draft-fields';

/** The four organisational purposes energy is reported by, in the reference's order. */
export const energyPurposes = ['buildings', 'transport', 'industrialProcesses', 'otherProcesses'] as const;
export type EnergyPurpose = (typeof energyPurposes)[number];

const energyConsumptionShape = {
  buildings: kilowattHours(),
  transport: kilowattHours(),
  industrialProcesses: kilowattHours(),
  otherProcesses: kilowattHours(),
  total: nonNegativeLong(),
};

/** kWh by purpose and their total. */
export const energyConsumptionSchema = z
  .strictObject(energyConsumptionShape)
  .meta({ id: 'EnergyConsumption' });
export type EnergyConsumption = z.infer<typeof energyConsumptionSchema>;

/** Significant energy consumption: kWh by purpose, total, and its share of the total consumption. */
export const significantEnergyConsumptionSchema = z
  .strictObject({ ...energyConsumptionShape, significantEnergyConsumptionPct: nonNegativeLong() })
  .meta({ id: 'SignificantEnergyConsumption' });
export type SignificantEnergyConsumption = z.infer<typeof significantEnergyConsumptionSchema>;

/** YES / NO / SKIP_QUESTION answers (the reference's OptionalQuestion). */
export const optionalQuestionValues = ['YES', 'NO', 'SKIP_QUESTION'] as const;
export type OptionalQuestion = (typeof optionalQuestionValues)[number];
