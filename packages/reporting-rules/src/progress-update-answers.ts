import { MEASURE_NAME_MAX, MEASURE_TEXT_MAX, kwhProblem, kwhValue, measureMessages } from './measure-answers';

/**
 * Progress update 1's answers about a plan measure, and a measure it adds (task-forms §3): the form's
 * rules and messages, which the web's form and the server's spreadsheet upload both apply (issue 42,
 * ADR 52), and the answers as the server keeps them.
 */

export const PU1_PERIOD_2024 = 'between 6 December 2024 and 5 December 2025';
export const PU1_PERIOD_2023 = 'between 6 December 2023 and 5 December 2024';

export const progressMessages = {
  method: 'Select the method used to estimate the reduction in energy consumption',
  description: 'Enter the description',
  textLength: `Enter up to ${MEASURE_TEXT_MAX} characters`,
  name: 'Enter the measure name',
};

export const progressUpdate1Messages = {
  implemented: 'Select yes if this measure has been implemented no later than 5 December 2025',
  byDate: 'Select yes if this measure was implemented by the date in the action plan',
  reduction2024: `Enter the reduction in energy consumption ${PU1_PERIOD_2024}`,
  reduction2023: `Enter the reduction in energy consumption ${PU1_PERIOD_2023}`,
  report2024: `Select yes if you want to report energy consumption reduction ${PU1_PERIOD_2024}`,
  report2023: `Select yes if you want to report energy consumption reduction ${PU1_PERIOD_2023}`,
};

/** How a reduction was estimated, in the form's wording; a measure not in the plan has no plan estimate. */
export const ESTIMATION_METHOD_CHOICES = [
  { value: 'ENERGY_AUDIT', text: 'an energy audit' },
  { value: 'ACTION_PLAN_ESTIMATE', text: 'an estimate in the action plan' },
  { value: 'OTHER_METHOD', text: 'some other reasonable estimation method' },
  { value: 'NO_METHOD_USED', text: 'no estimation method used' },
] as const;
export type EstimationMethodChoice = (typeof ESTIMATION_METHOD_CHOICES)[number]['value'];
export const ADDED_MEASURE_METHOD_CHOICES = ESTIMATION_METHOD_CHOICES.filter(
  (choice) => choice.value !== 'ACTION_PLAN_ESTIMATE',
);

export type YesNoAnswer = 'YES' | 'NO' | null;
/** A problem at a form field (`path`), in the form's words. */
export type Fail = (path: (string | number)[], message: string) => void;

/** A reduction: required (with its message) or not, from zero or from one. */
export function checkReduction(
  fail: Fail,
  field: string,
  text: string,
  options: { required?: string; minimum: 0 | 1 },
): void {
  if (text.trim() === '') {
    if (options.required) fail([field], options.required);
    return;
  }
  const problem = kwhProblem(text, options.minimum);
  if (problem) fail([field], problem);
}

/** The method, and its description when it is the "other" one. */
export function checkMethod(fail: Fail, method: EstimationMethodChoice | null, description: string): void {
  if (method === null) fail(['method'], progressMessages.method);
  else if (method === 'OTHER_METHOD') {
    if (description.trim() === '') fail(['description'], progressMessages.description);
    else if (description.trim().length > MEASURE_TEXT_MAX) fail(['description'], progressMessages.textLength);
  }
}

export function checkContext(fail: Fail, context: string): void {
  if (context.trim().length > MEASURE_TEXT_MAX) fail(['context'], progressMessages.textLength);
}

/** Progress update 1's answers about one plan measure, as typed. */
export interface ProgressUpdate1Answers {
  implemented: YesNoAnswer;
  byDate: YesNoAnswer;
  report2024: YesNoAnswer;
  report2023: YesNoAnswer;
  reduction2024: string;
  reduction2023: string;
  method: EstimationMethodChoice | null;
  description: string;
  context: string;
}

/**
 * The rules of one plan measure's update; `after`: the plan said it would be implemented after the plan
 * was sent (asked whether it was), otherwise the organisation chooses which reductions to report.
 */
export function checkProgressUpdate1Answers(
  values: ProgressUpdate1Answers,
  after: boolean,
  fail: Fail,
): void {
  const m = progressUpdate1Messages;
  if (after) {
    if (values.implemented === null) fail(['implemented'], m.implemented);
    if (values.implemented === 'YES') {
      if (values.byDate === null) fail(['byDate'], m.byDate);
      checkReduction(fail, 'reduction2024', values.reduction2024, { required: m.reduction2024, minimum: 1 });
      checkReduction(fail, 'reduction2023', values.reduction2023, { minimum: 0 });
      checkMethod(fail, values.method, values.description);
    }
  } else {
    if (values.report2024 === null) fail(['report2024'], m.report2024);
    if (values.report2024 === 'YES') {
      checkReduction(fail, 'reduction2024', values.reduction2024, { required: m.reduction2024, minimum: 1 });
    }
    if (values.report2023 === null) fail(['report2023'], m.report2023);
    if (values.report2023 === 'YES') {
      checkReduction(fail, 'reduction2023', values.reduction2023, { required: m.reduction2023, minimum: 0 });
    }
    if (values.report2024 === 'YES' || values.report2023 === 'YES') {
      checkMethod(fail, values.method, values.description);
    }
  }
  checkContext(fail, values.context);
}

interface MethodValues {
  method: EstimationMethodChoice | null;
  description: string;
}

/** The method of a reported reduction (with the "other" method's description), as the server keeps it. */
export function methodAnswer(values: MethodValues, reported: boolean) {
  return reported && values.method
    ? {
        estimationMethodType: values.method,
        ...(values.method === 'OTHER_METHOD'
          ? { estimationMethodDescription: values.description.trim() }
          : {}),
      }
    : {};
}

/** The context answer when one is given. */
export function contextAnswer(context: string): { providedContext?: string } {
  const providedContext = context.trim();
  return providedContext ? { providedContext } : {};
}

/** Progress update 1's answers about a plan measure as the server keeps them (only those that apply). */
export interface ProgressUpdate1Part {
  measureIsImplemented?: boolean;
  measureImplementedByTheDateInActionPlan?: boolean;
  reportReduction2024To2025?: boolean;
  reportReduction2023To2024?: boolean;
  reductionEnergyConsumption2024To2025?: number | null;
  reductionEnergyConsumption2023To2024?: number;
  estimationMethodType?: EstimationMethodChoice;
  estimationMethodDescription?: string;
  providedContext?: string;
}

/** The answers that apply, as the server keeps them. */
export function toProgressUpdate1Part(values: ProgressUpdate1Answers, after: boolean): ProgressUpdate1Part {
  const context = contextAnswer(values.context);
  if (after) {
    if (values.implemented !== 'YES') return { measureIsImplemented: false, ...context };
    const reduction2023 = kwhValue(values.reduction2023);
    return {
      measureIsImplemented: true,
      measureImplementedByTheDateInActionPlan: values.byDate === 'YES',
      reductionEnergyConsumption2024To2025: kwhValue(values.reduction2024),
      ...(reduction2023 === null ? {} : { reductionEnergyConsumption2023To2024: reduction2023 }),
      ...methodAnswer(values, true),
      ...context,
    };
  }
  const report2024 = values.report2024 === 'YES';
  const report2023 = values.report2023 === 'YES';
  const reduction2023 = kwhValue(values.reduction2023);
  return {
    reportReduction2024To2025: report2024,
    ...(report2024 ? { reductionEnergyConsumption2024To2025: kwhValue(values.reduction2024) } : {}),
    reportReduction2023To2024: report2023,
    ...(report2023 && reduction2023 !== null ? { reductionEnergyConsumption2023To2024: reduction2023 } : {}),
    ...methodAnswer(values, report2024 || report2023),
    ...context,
  };
}

/** What every added measure is asked but its reductions, as typed. */
export interface AddedMeasureBasics {
  measureName: string;
  measureScheme: readonly string[];
  otherMeasureSchemeName: string;
  method: EstimationMethodChoice | null;
  description: string;
  context: string;
}

/** An added measure's rules in the form's order: name, schemes, the update's reductions, method, context. */
export function checkAddedMeasureAnswers(
  values: AddedMeasureBasics,
  fail: Fail,
  checkReductions: () => void,
): void {
  if (values.measureName.trim() === '') fail(['measureName'], progressMessages.name);
  else if (values.measureName.trim().length > MEASURE_NAME_MAX) {
    fail(['measureName'], measureMessages.nameLength);
  }
  if (
    values.measureScheme.includes('OTHER') &&
    values.otherMeasureSchemeName.trim().length > MEASURE_NAME_MAX
  ) {
    fail(['otherMeasureSchemeName'], measureMessages.otherSchemeLength);
  }
  checkReductions();
  checkMethod(fail, values.method, values.description);
  checkContext(fail, values.context);
}

/** An added measure's answers but its reductions, as the server keeps them. */
export function toAddedMeasureBasics(values: AddedMeasureBasics) {
  const measureContext = values.context.trim();
  const otherName = values.otherMeasureSchemeName.trim();
  return {
    measureName: values.measureName.trim(),
    ...(values.measureScheme.length > 0 ? { measureScheme: [...values.measureScheme] } : {}),
    ...(values.measureScheme.includes('OTHER') && otherName ? { otherMeasureSchemeName: otherName } : {}),
    estimationMethodType: values.method as Exclude<EstimationMethodChoice, 'ACTION_PLAN_ESTIMATE'>,
    ...(values.method === 'OTHER_METHOD' ? { estimationMethodDescription: values.description.trim() } : {}),
    ...(measureContext ? { measureContext } : {}),
  };
}
