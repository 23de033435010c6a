/**
 * An action plan's energy efficiency measure as typed (task-forms §2): the form's rules and messages,
 * written once so the web's form and the server's spreadsheet upload (issue 42) cannot drift. The
 * answers are text as typed; `toMeasure` makes the measure the API keeps.
 */

export const MEASURE_TEXT_MAX = 10_000;
export const MEASURE_NAME_MAX = 255;
export const KWH_MAX_DIGITS = 15;
/**
 * The most energy efficiency measures an action plan holds, and so the most plan measures a progress update
 * carries: the reference's 100 raised, as a plan holds any number and files of them are uploaded (ADR 52).
 */
export const MAX_PLAN_MEASURES = 1_000;
/** The implementation month's range: December 2023 to December 2027 (the compliance period ends 5 December 2027). */
export const EARLIEST_MEASURE_MONTH = { year: 2023, month: 12 };
export const LATEST_MEASURE_MONTH = { year: 2027, month: 12 };

export const measureMessages = {
  name: 'Enter the measure name',
  nameLength: `The measure name should not be longer than ${MEASURE_NAME_MAX} characters`,
  audit:
    'Select yes if this measure is a result of an energy savings opportunity reported in an energy audit',
  otherSchemeLength: `The measure scheme name should not be longer than ${MEASURE_NAME_MAX} characters`,
  date: 'Select implementation date for the measure',
  realDate: 'Implementation date must be a real month and year',
  early: 'The deadline cannot be earlier than December 2023',
  late: 'The deadline cannot be later than December 2027',
  total: 'Total estimated energy savings must be greater than 0 kWh',
  estimate: 'Select how the total energy savings estimate was calculated',
  description: 'Enter the description',
  textLength: `Enter up to ${MEASURE_TEXT_MAX} characters`,
};

export const kwhMessages = {
  atLeastZero: 'Must be integer greater than or equal to 0',
  aboveZero: 'Must be integer greater than 0',
  whole: 'Enter a whole number without decimal places',
  digits: `Enter a number up to ${KWH_MAX_DIGITS} digits`,
};

/** The schemes or requirements a measure may relate to, in the form's order and wording. */
export const MEASURE_SCHEME_CHOICES = [
  { value: 'CLIMATE_CHANGE_AGREEMENTS_CCA', text: 'Climate Change Agreements (CCAs)' },
  {
    value: 'STREAMLINED_ENERGY_AND_CARBON_REPORTING_SECR',
    text: 'Streamlined Energy and Carbon Reporting (SECR)',
  },
  { value: 'UK_EMISSIONS_TRADING_SCHEME_ETS', text: 'UK Emissions Trading Scheme (ETS)' },
  { value: 'UN_RACE_TO_ZERO', text: 'UN Race to Zero' },
  { value: 'SCIENCE_BASED_TARGETS_INITIATIVE_SBTI', text: 'Science-Based Targets Initiative (SBTi)' },
  {
    value: 'CARBON_REDUCTION_PLANS',
    text: 'Carbon Reduction Plans (required in the procurement of major Government contracts)',
  },
  { value: 'OTHER', text: 'Other' },
] as const;
export type MeasureSchemeChoice = (typeof MEASURE_SCHEME_CHOICES)[number]['value'];

/** How an action plan measure's expected savings were estimated, in the form's order and wording. */
export const ESTIMATE_CALCULATED_CHOICES = [
  { value: 'ENERGY_AUDIT', text: 'an energy audit' },
  { value: 'ALTERNATIVE_COMPLIANCE_METHOD', text: 'an alternative compliance method' },
  { value: 'OTHER_REASONABLE_ESTIMATION_METHOD', text: 'some other reasonable estimation method' },
] as const;
export type EstimateCalculatedChoice = (typeof ESTIMATE_CALCULATED_CHOICES)[number]['value'];

/** The organisational purposes energy savings are split by, in the form's order. */
export const MEASURE_PURPOSES = [
  { key: 'buildings', text: 'Buildings' },
  { key: 'transport', text: 'Transport' },
  { key: 'industrialProcesses', text: 'Industrial processes' },
  { key: 'otherProcesses', text: 'Other processes' },
] as const;
export type MeasurePurpose = (typeof MEASURE_PURPOSES)[number]['key'];

const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** What is wrong with a typed kWh figure, or undefined when it is fine (blank is for the caller to judge). */
export function kwhProblem(text: string, minimum: 0 | 1): string | undefined {
  const value = text.trim().replace(/,/g, '');
  if (value === '') return undefined;
  const tooSmall = minimum === 0 ? kwhMessages.atLeastZero : kwhMessages.aboveZero;
  if (!NUMBER.test(value)) return tooSmall;
  if (value.includes('.')) return kwhMessages.whole;
  if (Number(value) < minimum) return tooSmall;
  if (value.replace(/^-?0*(?=\d)/, '').length > KWH_MAX_DIGITS) return kwhMessages.digits;
  return undefined;
}

/** The number typed (commas allowed), or null when blank. Only for text kwhProblem accepted. */
export function kwhValue(text: string): number | null {
  const value = text.trim().replace(/,/g, '');
  return value === '' ? null : Number(value);
}

export interface MeasureAnswers {
  measureName: string;
  reportedInAudit: 'YES' | 'NO' | null;
  measureScheme: MeasureSchemeChoice[];
  otherMeasureSchemeName: string;
  savings: Record<MeasurePurpose, string>;
  implementationDate: { day: string; month: string; year: string };
  estimateType: EstimateCalculatedChoice | null;
  estimationMethodDescription: string;
  measureContext: string;
}

/** The field a problem is on: a form field's name, `savings.<purpose>` or `total`. */
export interface MeasureProblem {
  path: (string | number)[];
  message: string;
}

const blank = (value: string) => value.trim() === '';
const digitsOnly = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** The total of the figures typed so far that are valid (the form shows it as the user types). */
export function savingsTotal(savings: Record<MeasurePurpose, string>): number {
  return MEASURE_PURPOSES.reduce((sum, { key }) => {
    const text = savings[key];
    return kwhProblem(text, 0) === undefined ? sum + (kwhValue(text) ?? 0) : sum;
  }, 0);
}

/**
 * The month typed as the first day of that month ('2025-03-01'), or a message saying what is wrong.
 * `monthNumber` reads the month box (the web's also reads a month's name); digits by default.
 */
export function implementationMonth(
  date: { month: string; year: string },
  monthNumber: (text: string) => number | null = digitsOnly,
): { date?: string; problem?: string } {
  if (blank(date.month) && blank(date.year)) return { problem: measureMessages.date };
  const month = monthNumber(date.month) ?? 0;
  const year = Number(date.year.trim());
  if (!/^\d{4}$/.test(date.year.trim()) || month < 1 || month > 12) {
    return { problem: measureMessages.realDate };
  }
  const index = year * 12 + month;
  if (index < EARLIEST_MEASURE_MONTH.year * 12 + EARLIEST_MEASURE_MONTH.month) {
    return { problem: measureMessages.early };
  }
  if (index > LATEST_MEASURE_MONTH.year * 12 + LATEST_MEASURE_MONTH.month) {
    return { problem: measureMessages.late };
  }
  return { date: `${year}-${String(month).padStart(2, '0')}-01` };
}

/** The form's rules, each failure on its own field, in the form's order. */
export function measureAnswerProblems(
  values: MeasureAnswers,
  monthNumber?: (text: string) => number | null,
): MeasureProblem[] {
  const problems: MeasureProblem[] = [];
  const fail = (path: (string | number)[], message: string) => problems.push({ path, message });
  if (blank(values.measureName)) fail(['measureName'], measureMessages.name);
  else if (values.measureName.trim().length > MEASURE_NAME_MAX) {
    fail(['measureName'], measureMessages.nameLength);
  }
  if (values.reportedInAudit === null) fail(['reportedInAudit'], measureMessages.audit);
  if (
    values.measureScheme.includes('OTHER') &&
    values.otherMeasureSchemeName.trim().length > MEASURE_NAME_MAX
  ) {
    fail(['otherMeasureSchemeName'], measureMessages.otherSchemeLength);
  }
  const problem = implementationMonth(values.implementationDate, monthNumber).problem;
  if (problem) fail(['implementationDate'], problem);
  let figuresValid = true;
  for (const { key } of MEASURE_PURPOSES) {
    const message = kwhProblem(values.savings[key], 0);
    if (message) {
      figuresValid = false;
      fail(['savings', key], message);
    }
  }
  if (figuresValid && savingsTotal(values.savings) <= 0) fail(['total'], measureMessages.total);
  if (values.estimateType === null) fail(['estimateType'], measureMessages.estimate);
  else if (values.estimateType === 'OTHER_REASONABLE_ESTIMATION_METHOD') {
    if (blank(values.estimationMethodDescription)) {
      fail(['estimationMethodDescription'], measureMessages.description);
    } else if (values.estimationMethodDescription.trim().length > MEASURE_TEXT_MAX) {
      fail(['estimationMethodDescription'], measureMessages.textLength);
    }
  }
  if (values.measureContext.trim().length > MEASURE_TEXT_MAX) {
    fail(['measureContext'], measureMessages.textLength);
  }
  return problems;
}

/** The measure the API keeps, as the form's answers make it. */
export interface MeasureFromAnswers {
  measureName: string;
  isEnergySavingsOpportunityReportedInAudit: boolean;
  measureScheme?: MeasureSchemeChoice[];
  otherMeasureSchemeName?: string;
  totalEnergySavingsExpected: Record<MeasurePurpose, number | null> & { total: number };
  implementationDateForMeasure: string | null;
  energySavingsEstimateCalculatedType: EstimateCalculatedChoice | null;
  estimationMethodDescription?: string;
  measureContext?: string;
}

/** The measure (valid) answers make: only the answers that apply, with the total worked out. */
export function toMeasure(
  values: MeasureAnswers,
  monthNumber?: (text: string) => number | null,
): MeasureFromAnswers {
  const description = values.estimateType === 'OTHER_REASONABLE_ESTIMATION_METHOD';
  const context = values.measureContext.trim();
  const otherName = values.otherMeasureSchemeName.trim();
  const savings = Object.fromEntries(
    MEASURE_PURPOSES.map(({ key }) => [key, kwhValue(values.savings[key])]),
  ) as Record<MeasurePurpose, number | null>;
  return {
    measureName: values.measureName.trim(),
    isEnergySavingsOpportunityReportedInAudit: values.reportedInAudit === 'YES',
    ...(values.measureScheme.length > 0 ? { measureScheme: values.measureScheme } : {}),
    ...(values.measureScheme.includes('OTHER') && otherName ? { otherMeasureSchemeName: otherName } : {}),
    totalEnergySavingsExpected: { ...savings, total: savingsTotal(values.savings) },
    implementationDateForMeasure: implementationMonth(values.implementationDate, monthNumber).date ?? null,
    energySavingsEstimateCalculatedType: values.estimateType,
    ...(description ? { estimationMethodDescription: values.estimationMethodDescription.trim() } : {}),
    ...(context ? { measureContext: context } : {}),
  };
}
