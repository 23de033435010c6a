import type { SheetSpec } from '../../../shared/mi-workbook';
import { text, yesNo, type Cell } from '../../../shared/mi-workbook';
import { nocSheet, type NocInfo } from './common';

const PURPOSES = [
  { key: 'buildings', name: 'Buildings', contextName: 'Buildings' },
  { key: 'transport', name: 'Transport', contextName: 'Transport' },
  // sic: the reference writes this purpose's context column "Industrial processes".
  { key: 'industrialProcesses', name: 'Industrial Processes', contextName: 'Industrial processes' },
  { key: 'otherProcesses', name: 'Other processes', contextName: 'Other processes' },
] as const;

/** One row per intensity-ratio index (the longest purpose's list; at least one row). */
function consumptionRows({ noc }: NocInfo): Cell[][] {
  const details = noc.energyConsumptionDetails;
  const significant = details?.significantEnergyConsumption;
  const ratios = details?.energyIntensityRatioData;
  const count = Math.max(1, ...PURPOSES.map(({ key }) => ratios?.[key]?.energyIntensityRatios?.length ?? 0));
  return Array.from({ length: count }, (_, index) => [
    text(details?.totalEnergyConsumption?.total),
    yesNo(details?.significantEnergyConsumptionExists),
    significant?.total === null || significant?.total === undefined
      ? ''
      : `${significant.total} kWh (${significant.significantEnergyConsumptionPct ?? 0}%)`,
    ...PURPOSES.flatMap(({ key }) => {
      const ratio = ratios?.[key]?.energyIntensityRatios?.[index];
      return [text(ratio?.ratio), text(ratio?.unit), text(ratios?.[key]?.additionalInformation)];
    }),
    yesNo(details?.additionalInformationExists),
    text(details?.additionalInformation),
  ]);
}

export const energyConsumptionSheet = (nocs: NocInfo[]): SheetSpec =>
  nocSheet(
    'Energy Consumption',
    [
      'What is the total energy consumption in kWh for the reference period?',
      'Have you identified areas of significant energy consumption?',
      'What is the significant energy consumption in kWh?',
      ...PURPOSES.flatMap(({ name, contextName }) => [
        `${name} - Energy Intensity Ratio kWh`,
        `${name} - Indicator of activity`,
        `${contextName} - Additional context about the intensity ratio calculations (optional)`,
      ]),
      'Do you want to add more information to give context to the energy intensity ratio?',
      'If yes, enter the additional information',
    ],
    nocs,
    consumptionRows,
  );
