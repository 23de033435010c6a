import { ESTIMATE_CALCULATED_CHOICES, MEASURE_PURPOSES, MEASURE_SCHEME_CHOICES } from '@esos/reporting-rules';
import type { components } from '../api';
import type { CompetentAuthority } from '../workflow';

type Schemas = components['schemas'];
export type EnergyEfficiencyMeasure = Schemas['EnergyEfficiencyMeasure'];
export type MeasureScheme = NonNullable<EnergyEfficiencyMeasure['measureScheme']>[number];
export type EstimateCalculatedType = NonNullable<
  EnergyEfficiencyMeasure['energySavingsEstimateCalculatedType']
>;
export type TotalEnergySavingsExpected = Schemas['TotalEnergySavingsExpected'];

/** The schemes or requirements a measure may relate to (task-forms §2), in the form's order (the rules package's). */
export const MEASURE_SCHEMES: readonly { value: MeasureScheme; text: string }[] = MEASURE_SCHEME_CHOICES;

/** How an action plan measure's expected savings were estimated. */
export const ESTIMATE_CALCULATED_TYPES: readonly { value: EstimateCalculatedType; text: string }[] =
  ESTIMATE_CALCULATED_CHOICES;

export type EstimationMethod = 'ENERGY_AUDIT' | 'ACTION_PLAN_ESTIMATE' | 'OTHER_METHOD' | 'NO_METHOD_USED';

/** How a progress update's reduction in energy consumption was estimated (task-forms §3). */
export const ESTIMATION_METHODS: readonly { value: EstimationMethod; text: string }[] = [
  { value: 'ENERGY_AUDIT', text: 'an energy audit' },
  { value: 'ACTION_PLAN_ESTIMATE', text: 'an estimate in the action plan' },
  { value: 'OTHER_METHOD', text: 'some other reasonable estimation method' },
  { value: 'NO_METHOD_USED', text: 'no estimation method used' },
];

export type ActionPlanStatement = 'ESOS_ASSESSMENT_NOTIFICATION' | 'ESTIMATION_METHOD_DESCRIPTION';

/** The action plan's responsible officer statements (task-forms §2). */
export const ACTION_PLAN_STATEMENTS: readonly { value: ActionPlanStatement; text: string }[] = [
  {
    value: 'ESOS_ASSESSMENT_NOTIFICATION',
    text:
      'the action plan has been produced following a notification of compliance for an ESOS assessment and ' +
      'includes the content required by regulation 34A of the ESOS regulations',
  },
  {
    value: 'ESTIMATION_METHOD_DESCRIPTION',
    text:
      'where an estimate of the total energy saving reasonably expected to be achieved by implementing any ' +
      'measure is not based on an ESOS assessment (energy audit or alternative compliance method), a ' +
      'description of the estimation method and reasons for using it are recorded in the evidence pack',
  },
];

/** The organisational purposes energy savings are split by, in the form's order. */
export const PURPOSES = MEASURE_PURPOSES;
export type Purpose = (typeof PURPOSES)[number]['key'];

/** Each competent authority's name, as the submit confirmation names the regulator (task-forms §0). */
export const REGULATOR_NAMES: Record<CompetentAuthority, string> = {
  ENGLAND: 'Environment Agency',
  SCOTLAND: 'Scottish Environment Protection Agency',
  NORTHERN_IRELAND: 'Northern Ireland Environment Agency',
  WALES: 'Natural Resources Wales',
  OPRED: 'Offshore Petroleum Regulator for Environment and Decommissioning',
};

/** The regulator's name within a sentence ('sent to the Environment Agency'): 'the' where the name takes it. */
export const REGULATOR_NAMES_IN_SENTENCE: Record<CompetentAuthority, string> = {
  ENGLAND: 'the Environment Agency',
  SCOTLAND: 'the Scottish Environment Protection Agency',
  NORTHERN_IRELAND: 'the Northern Ireland Environment Agency',
  WALES: 'Natural Resources Wales',
  OPRED: 'the Offshore Petroleum Regulator for Environment and Decommissioning',
};

const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** '12,500 kWh', or 'Not provided'. */
export function formatKwh(value: number | null | undefined): string {
  return value === null || value === undefined ? 'Not provided' : `${numberFormat.format(value)} kWh`;
}

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'March 2025' for the first day of the month the web sends ('2025-03-01'). */
export function formatMonth(date: string | null | undefined): string {
  if (!date) return 'Not provided';
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : monthFormat.format(parsed);
}

export const yesNo = (value: boolean | null | undefined): string =>
  value === true ? 'Yes' : value === false ? 'No' : 'Not provided';

/** A choice's words, or the raw value for one this client does not know. */
export function labelOf<V extends string>(
  options: readonly { value: V; text: string }[],
  value: V | null | undefined,
) {
  if (value === null || value === undefined) return 'Not provided';
  return options.find((option) => option.value === value)?.text ?? value;
}
