import type { SheetSpec } from '../../../shared/mi-workbook';
import { labelOf, text, yesNo, type Cell } from '../../../shared/mi-workbook';
import { nocSheet, YES_NO_SKIP, type Noc, type NocInfo } from './common';

type Estimate = NonNullable<NonNullable<Noc['complianceRoute']>['estimatedCalculationTypes']>[number];

const PROFILING = [
  { value: 'YES', text: 'Yes' },
  { value: 'NO', text: 'No' },
  { value: 'NOT_APPLICABLE', text: 'Not applicable' },
] as const;

const PROFILING_NOT_USED_RECORDED = [
  { value: 'YES', text: 'I confirm that these are all recorded in our ESOS evidence pack' },
  {
    value: 'NO',
    text:
      'I confirm that these are not recorded in our ESOS evidence pack and I recognise that this is not in ' +
      'compliance with the obligations of ESOS',
  },
  { value: 'SKIP_QUESTION', text: 'Skip question' },
] as const;

const ESTIMATES: Estimate[] = [
  'TOTAL_OR_SIGNIFICANT_ENERGY_CONSUMPTION',
  'CONVERSION_OF_TOTAL_OR_SIGNIFICANT_ENERGY_CONSUMPTION',
  'AMOUNT_OF_TOTAL_OR_SIGNIFICANT_ENERGY_CONSUMPTION',
  'ENERGY_CONSUMPTION_OVER_TWELVE_MONTHS',
  'NONE_OF_THE_ABOVE',
];

const audit = 'Add an energy audit (optional)';

/**
 * One row per energy audit (at least one). Each estimate column prints Yes when that estimate was
 * chosen; the reference prints them inverted, a defect not kept (ADR 0031).
 */
function routeRows({ noc }: NocInfo): Cell[][] {
  const route = noc.complianceRoute;
  const chosen = route?.estimatedCalculationTypes;
  const estimates = ESTIMATES.map((estimate) => (chosen ? yesNo(chosen.includes(estimate)) : ''));
  const anyEstimate = chosen ? yesNo(chosen.some((estimate) => estimate !== 'NONE_OF_THE_ABOVE')) : '';
  const common = [
    anyEstimate,
    ...estimates,
    yesNo(route?.areTwelveMonthsVerifiableDataUsed),
    labelOf(YES_NO_SKIP, route?.areEstimationMethodsRecorded),
    labelOf(PROFILING, route?.energyConsumptionProfilingUsed),
    labelOf(YES_NO_SKIP, route?.areEnergyConsumptionProfilingMethodsRecorded),
    labelOf(PROFILING_NOT_USED_RECORDED, route?.isEnergyConsumptionProfilingNotUsedRecorded),
  ];
  const audits = route?.energyAudits ?? [];
  if (audits.length === 0) return [[...common, '', '', '', '']];
  return audits.map((energyAudit) => [
    ...common,
    text(energyAudit.description),
    text(energyAudit.numberOfSitesCovered),
    text(energyAudit.numberOfSitesVisited),
    text(energyAudit.reason),
  ]);
}

const estimatesWereUsed = 'Estimates were used for';

export const complianceRouteSheet = (nocs: NocInfo[]): SheetSpec =>
  nocSheet(
    'Compliance Route',
    [
      'Did you use any estimates in relation to the following calculations (as applicable)?',
      `${estimatesWereUsed} calculating the total energy consumption, or significant energy consumption, over the reference period.`,
      `${estimatesWereUsed} the conversion of total energy consumption, or significant energy consumption, into kWh, where it was not measured in those units.`,
      `${estimatesWereUsed} calculating the amount of total energy consumption, or significant energy consumption, attributable to each organisational purpose in kWh.`,
      // sic: the reference's header has the double space.
      `${estimatesWereUsed} the calculation of energy consumption  over the 12-month period covered by any energy audit.`,
      'The calculations of energy consumption did not use any estimates requiring notification under the ESOS regulations',
      'Did all your energy audits use 12 months of verifiable data?',
      'Are the methods used for estimated data recorded in the evidence pack?',
      'Did this organisation use energy consumption profiling for the purpose of analysing its energy consumption for all ESOS energy audits?',
      'Are the methods used for energy consumption profiling recorded in the evidence pack? (optional)',
      'Does the evidence pack record the extent to which, and the reasons why, energy consumption profiling was not used in the energy audit and the details of the alternative method of analysis used?',
      `${audit} - Explain where the audit took place and what was covered`,
      `${audit} - Number of sites covered by the audit (optional)`,
      `${audit} - Number of sites visited`,
      `${audit} - Reason why the sites visited for the energy audit are considered to be representative of how energy is used by the assets and activities during the period covered by the audit`,
    ],
    nocs,
    routeRows,
  );
