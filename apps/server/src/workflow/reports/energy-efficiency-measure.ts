import { z } from 'zod';
import {
  choices,
  kilowattHours,
  kilowattHoursTotal,
  optionalChoice,
  optionalFlag,
  optionalText,
} from './report-fields';
import { isPresent, type Findings } from './report-violations';

/**
 * An action plan's energy efficiency measure (reporting-inventory §2.3): the action plan lists them
 * and both progress updates carry them over, so its schema, clean-up and checks are shared here.
 */

export const measureSchemeTypes = [
  'CLIMATE_CHANGE_AGREEMENTS_CCA',
  'STREAMLINED_ENERGY_AND_CARBON_REPORTING_SECR',
  'UK_EMISSIONS_TRADING_SCHEME_ETS',
  'UN_RACE_TO_ZERO',
  'SCIENCE_BASED_TARGETS_INITIATIVE_SBTI',
  'CARBON_REDUCTION_PLANS',
  'OTHER',
] as const;
export type MeasureSchemeType = (typeof measureSchemeTypes)[number];

export const energySavingsEstimateCalculatedTypes = [
  'ENERGY_AUDIT',
  'ALTERNATIVE_COMPLIANCE_METHOD',
  'OTHER_REASONABLE_ESTIMATION_METHOD',
] as const;

/**
 * The implementation date's range, checked at submit as the reference does: not before December 2023
 * (the reference) and not after 5 December 2027, the end of the compliance period the web's hint names
 * (the reference's server has no upper bound; ADR 0020). The web sends the first day of the chosen month.
 */
export const EARLIEST_IMPLEMENTATION_DATE = '2023-12-01';
export const LATEST_IMPLEMENTATION_DATE = '2027-12-05';
export const implementationDateMessages = {
  early: 'The deadline cannot be earlier than December 2023',
  late: 'The deadline cannot be later than December 2027',
};

const implementationDate = () =>
  z.iso
    .date('must be a date in the format yyyy-MM-dd')
    .meta({
      format: 'date',
      description: `From ${EARLIEST_IMPLEMENTATION_DATE} to ${LATEST_IMPLEMENTATION_DATE} (checked at submit)`,
    })
    .nullish();

export const totalEnergySavingsExpectedSchema = z
  .strictObject({
    buildings: kilowattHours(),
    transport: kilowattHours(),
    industrialProcesses: kilowattHours(),
    otherProcesses: kilowattHours(),
    total: kilowattHoursTotal(),
  })
  .meta({ id: 'TotalEnergySavingsExpected' });
export type TotalEnergySavingsExpected = z.infer<typeof totalEnergySavingsExpectedSchema>;

export const energyEfficiencyMeasureSchema = z
  .strictObject({
    measureName: optionalText(255),
    isEnergySavingsOpportunityReportedInAudit: optionalFlag(),
    measureScheme: choices(measureSchemeTypes),
    otherMeasureSchemeName: optionalText(255),
    totalEnergySavingsExpected: totalEnergySavingsExpectedSchema.nullish(),
    implementationDateForMeasure: implementationDate(),
    energySavingsEstimateCalculatedType: optionalChoice(energySavingsEstimateCalculatedTypes),
    estimationMethodDescription: optionalText(10_000),
    measureContext: optionalText(10_000),
  })
  .meta({ id: 'EnergyEfficiencyMeasure' });
export type EnergyEfficiencyMeasure = z.infer<typeof energyEfficiencyMeasureSchema>;

/** The scheme set without repeats (empty: left out, as the reference omits an empty set). */
export function distinctSchemes(schemes: readonly MeasureSchemeType[] | null | undefined) {
  const distinct = [...new Set(schemes ?? [])];
  return distinct.length > 0 ? distinct : undefined;
}

/**
 * A measure as saved: no repeated schemes, and no answer its other answers make irrelevant (the
 * other scheme's name without OTHER, a method description without the "other" method).
 */
export function cleanMeasure(measure: EnergyEfficiencyMeasure): EnergyEfficiencyMeasure {
  const cleaned: EnergyEfficiencyMeasure = { ...measure };
  const schemes = distinctSchemes(measure.measureScheme);
  if (schemes) cleaned.measureScheme = schemes;
  else delete cleaned.measureScheme;
  if (!schemes?.includes('OTHER')) delete cleaned.otherMeasureSchemeName;
  if (measure.energySavingsEstimateCalculatedType !== 'OTHER_REASONABLE_ESTIMATION_METHOD') {
    delete cleaned.estimationMethodDescription;
  }
  return cleaned;
}

const sumOf = (values: (number | null | undefined)[]) =>
  values.reduce<number>((sum, value) => sum + (value ?? 0), 0);

/**
 * The reference's constraints on a measure, plus one of regulation 34A (ADR 0020): the expected
 * savings are required where the reference lets them be missing. The other scheme's name stays
 * optional with OTHER, as in the reference.
 */
export function checkMeasure(findings: Findings, measure: EnergyEfficiencyMeasure): void {
  findings.notBlank('measureName', measure.measureName);
  findings.required(
    'isEnergySavingsOpportunityReportedInAudit',
    measure.isEnergySavingsOpportunityReportedInAudit,
  );
  const date = measure.implementationDateForMeasure;
  if (findings.required('implementationDateForMeasure', date)) {
    // Rules of the measure, as the reference's, so a draft keeps the date typed until the submit.
    findings.rule(date >= EARLIEST_IMPLEMENTATION_DATE, implementationDateMessages.early);
    findings.rule(date <= LATEST_IMPLEMENTATION_DATE, implementationDateMessages.late);
  }
  findings.required('energySavingsEstimateCalculatedType', measure.energySavingsEstimateCalculatedType);
  findings.rule(
    isPresent(measure.estimationMethodDescription) ===
      (measure.energySavingsEstimateCalculatedType === 'OTHER_REASONABLE_ESTIMATION_METHOD'),
    'Can not be empty when OTHER_REASONABLE_ESTIMATION_METHOD is selected',
  );
  findings.rule(
    (measure.measureScheme ?? []).includes('OTHER') || !isPresent(measure.otherMeasureSchemeName),
    'OtherMeasureSchemeName must be provided if MeasureSchemeType.OTHER is selected, and should be null otherwise.',
  );
  const savings = measure.totalEnergySavingsExpected;
  if (!findings.required('totalEnergySavingsExpected', savings)) return;
  const parts = [savings.buildings, savings.transport, savings.industrialProcesses, savings.otherProcesses];
  const anyPart = parts.some((part) => part !== null && part !== undefined);
  const total = savings.total;
  const at = findings.at('totalEnergySavingsExpected');
  at.rule(
    anyPart ? total === sumOf(parts) : total === null || total === undefined,
    'Sum of energy consumption values should equal the total value',
  );
  if (at.required('total', total) && total <= 0) at.fail('must be greater than 0', 'total');
}
