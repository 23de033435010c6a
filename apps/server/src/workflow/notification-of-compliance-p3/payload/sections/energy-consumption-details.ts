import { z } from 'zod';
import { LIST_MAX } from '../../../../platform/http/input-bounds';
import { decimal, flag, sizeMessage, text } from '../draft-fields';
import { energyConsumptionSchema, significantEnergyConsumptionSchema } from '../shared/energy-consumption';

export const energyIntensityRatioSchema = z
  .strictObject({ ratio: decimal(6, { positive: true }), unit: text(255) })
  .meta({ id: 'EnergyIntensityRatio' });

export const energyIntensityRatioDetailsSchema = z
  .strictObject({
    energyIntensityRatios: z.array(energyIntensityRatioSchema).max(LIST_MAX, sizeMessage(LIST_MAX)).nullish(),
    additionalInformation: text(10000),
  })
  .meta({ id: 'EnergyIntensityRatioDetails' });
export type EnergyIntensityRatioDetails = z.infer<typeof energyIntensityRatioDetailsSchema>;

const ratios = () => energyIntensityRatioDetailsSchema.nullish();

/** Intensity ratios for each purpose that used energy. */
export const organisationalEnergyIntensityRatioDataSchema = z
  .strictObject({
    buildings: ratios(),
    transport: ratios(),
    industrialProcesses: ratios(),
    otherProcesses: ratios(),
  })
  .meta({ id: 'OrganisationalEnergyIntensityRatioData' });

/** Section "Energy consumption" (status key energyConsumptionDetails). */
export const energyConsumptionDetailsSchema = z
  .strictObject({
    totalEnergyConsumption: energyConsumptionSchema.nullish(),
    significantEnergyConsumptionExists: flag(),
    significantEnergyConsumption: significantEnergyConsumptionSchema.nullish(),
    energyIntensityRatioData: organisationalEnergyIntensityRatioDataSchema.nullish(),
    additionalInformationExists: flag(),
    additionalInformation: text(10000),
  })
  .meta({ id: 'EnergyConsumptionDetails' });
export type EnergyConsumptionDetails = z.infer<typeof energyConsumptionDetailsSchema>;
