import { isSameRegistrationNumber, isSameUndertakingName } from '@esos/reporting-rules';
import { z } from 'zod';
import { distinctSchemes, measureSchemeTypes, type MeasureSchemeType } from './energy-efficiency-measure';
import { choices, optionalChoice, optionalFlag, optionalText, reductionKilowattHours } from './report-fields';
import { isPresent, reportViolation, type Findings, type ReportViolation } from './report-violations';

/**
 * What both progress updates share (reporting-inventory §2.4): the progress update 1 answers about a
 * measure and its added measures (progress update 2 carries them over), the group change, the
 * confirmation statements and the rules common to both.
 */

export const estimationMethodTypes = [
  'ENERGY_AUDIT',
  'ACTION_PLAN_ESTIMATE',
  'OTHER_METHOD',
  'NO_METHOD_USED',
] as const;
/** A measure that is not in the action plan has no action plan estimate to use. */
export const addedMeasureEstimationMethodTypes = ['ENERGY_AUDIT', 'OTHER_METHOD', 'NO_METHOD_USED'] as const;
export const measureImplTypes = [
  'MEASURE_IMPL_BEFORE_SUBMIT_ACTION_PLAN',
  'MEASURE_IMPL_AFTER_SUBMIT_ACTION_PLAN',
] as const;
export type MeasureImplType = (typeof measureImplTypes)[number];

/** The responsible officer's statements (task-forms §3) and which of them an update needs: written once (ADR 47). */
export {
  progressUpdateConfirmationTypes,
  requiredProgressUpdateConfirmations,
  type ProgressUpdateConfirmationType,
} from '@esos/reporting-rules';

/** A disaggregated undertaking's other responsible undertaking (both optional). */
export const groupChangeSchema = z
  .strictObject({
    otherResponsibleUndertakingName: optionalText(255),
    otherResponsibleUndertakingCrn: optionalText(255),
  })
  .meta({ id: 'GroupChange' });
export type GroupChange = z.infer<typeof groupChangeSchema>;

/** Progress update 1's answers about an action plan measure. */
export const progressUpdate1MeasurePartSchema = z
  .strictObject({
    measureIsImplemented: optionalFlag(),
    measureImplementedByTheDateInActionPlan: optionalFlag(),
    reductionEnergyConsumption2024To2025: reductionKilowattHours(1),
    reductionEnergyConsumption2023To2024: reductionKilowattHours(0),
    estimationMethodType: optionalChoice(estimationMethodTypes),
    estimationMethodDescription: optionalText(10_000),
    providedContext: optionalText(10_000),
    reportReduction2024To2025: optionalFlag(),
    reportReduction2023To2024: optionalFlag(),
  })
  .meta({ id: 'ProgressUpdate1P3EnergyEfficiencyMeasure' });
export type ProgressUpdate1MeasurePart = z.infer<typeof progressUpdate1MeasurePartSchema>;

/** A measure progress update 1 reports that is not in the action plan. */
export const progressUpdate1AddedMeasureSchema = z
  .strictObject({
    measureName: optionalText(255),
    measureScheme: choices(measureSchemeTypes),
    otherMeasureSchemeName: optionalText(255),
    reductionEnergyConsumption2024To2025: reductionKilowattHours(1),
    reductionEnergyConsumption2023To2024: reductionKilowattHours(0),
    estimationMethodType: optionalChoice(addedMeasureEstimationMethodTypes),
    estimationMethodDescription: optionalText(10_000),
    measureContext: optionalText(10_000),
  })
  .meta({ id: 'ProgressUpdate1P3AddedMeasure' });
export type ProgressUpdate1AddedMeasure = z.infer<typeof progressUpdate1AddedMeasureSchema>;

/** Answers carrying an estimation method: its description only with OTHER_METHOD. */
interface Estimated {
  estimationMethodType?: string | null;
  estimationMethodDescription?: string | null;
}

/** An added measure's shape: its schemes and the other scheme's name. */
interface Named extends Estimated {
  measureName?: string | null;
  measureScheme?: readonly MeasureSchemeType[] | null;
  otherMeasureSchemeName?: string | null;
}

/** As saved: the description goes when the method is not OTHER_METHOD. */
export function cleanEstimate<Part extends Estimated>(part: Part): Part {
  const cleaned = { ...part };
  if (part.estimationMethodType !== 'OTHER_METHOD') delete cleaned.estimationMethodDescription;
  return cleaned;
}

/** As saved: no repeated schemes, no other scheme's name without OTHER, no description without OTHER_METHOD. */
export function cleanAddedMeasure<Measure extends Named>(measure: Measure): Measure {
  const cleaned = cleanEstimate(measure);
  const schemes = distinctSchemes(measure.measureScheme);
  if (schemes) cleaned.measureScheme = schemes;
  else delete cleaned.measureScheme;
  if (!schemes?.includes('OTHER')) delete cleaned.otherMeasureSchemeName;
  return cleaned;
}

export const usesOtherMethod = (part: Estimated | null | undefined) =>
  part?.estimationMethodType === 'OTHER_METHOD';

/** The reference's desc-iff-OTHER rule, reported at the object carrying the method. */
export function checkDescription(findings: Findings, part: Estimated): void {
  findings.rule(
    isPresent(part.estimationMethodDescription) === usesOtherMethod(part),
    "Invalid estimation method description: If the estimation method type is 'OTHER_METHOD', a description is required. Otherwise, the description must be omitted.",
  );
}

/**
 * An added measure's constraints other than its reduction: a name, a method, the description rule,
 * and no other scheme's name without OTHER (with OTHER the name is optional, as in the reference).
 */
export function checkAddedMeasure(findings: Findings, measure: Named): void {
  findings.notEmpty('measureName', measure.measureName);
  findings.required('estimationMethodType', measure.estimationMethodType);
  checkDescription(findings, measure);
  findings.rule(
    (measure.measureScheme ?? []).includes('OTHER') || !isPresent(measure.otherMeasureSchemeName),
    'OtherMeasureSchemeName must be provided if MeasureSchemeType.OTHER is selected, and should be null otherwise.',
  );
}

// Written once, for the web's check as the user types too (ADR 47).
const sameName = isSameUndertakingName;
const sameCrn = isSameRegistrationNumber;

/**
 * The group-change check, run before the update's constraints: only a disaggregated undertaking names
 * another responsible undertaking (INVALID_GROUP_CHANGE), and never this account itself
 * (INVALID_PROGRESS_UPDATE_NAME_OR_CRN). Unlike the reference (§7.10) names compare without case or
 * extra spaces and numbers without case, and blank fields count as not given.
 */
export function checkGroupChange(
  sectionName: string,
  root: string,
  groupChange: GroupChange | null | undefined,
  isDisaggregateUndertaking: boolean,
  account: { name: string; registrationNumber: string | null },
): ReportViolation[] {
  const name = groupChange?.otherResponsibleUndertakingName;
  const crn = groupChange?.otherResponsibleUndertakingCrn;
  const path = `${root}.groupChange`;
  if (!isDisaggregateUndertaking) {
    return isPresent(name) || isPresent(crn)
      ? [
          reportViolation(sectionName, 'Invalid Progress Update group change data', [
            `${path} - must be empty when the undertaking is not disaggregated`,
          ]),
        ]
      : [];
  }
  const details: string[] = [];
  if (isPresent(name) && sameName(name as string, account.name)) {
    details.push(
      `${path}.otherResponsibleUndertakingName - The name must be different from the current account`,
    );
  }
  if (isPresent(crn) && account.registrationNumber && sameCrn(crn as string, account.registrationNumber)) {
    details.push(
      `${path}.otherResponsibleUndertakingCrn - Company registration number must be different from the current account`,
    );
  }
  return details.length > 0
    ? [
        reportViolation(
          sectionName,
          'Invalid Progress Update, CRN can not be the same of the current account crn, same with the name',
          details,
        ),
      ]
    : [];
}

/** A group change as saved: blank fields (the web saves "") left out, and nothing at all when both are. */
export function cleanGroupChange(groupChange: GroupChange | null | undefined): GroupChange | undefined {
  const cleaned: GroupChange = {};
  if (isPresent(groupChange?.otherResponsibleUndertakingName)) {
    cleaned.otherResponsibleUndertakingName = groupChange?.otherResponsibleUndertakingName;
  }
  if (isPresent(groupChange?.otherResponsibleUndertakingCrn)) {
    cleaned.otherResponsibleUndertakingCrn = groupChange?.otherResponsibleUndertakingCrn;
  }
  return Object.keys(cleaned).length > 0 ? cleaned : undefined;
}

/** A save's answers about one carried-over measure, matched by the uuId the server gave it. */
export interface PartUpdate<Part> {
  uuId: string;
  part: Part | null | undefined;
}

/**
 * A save's answers applied to the carried-over measures (reporting-inventory §1.3): each goes to the
 * measure with its uuId, in whichever list holds it, replacing that measure's answers (null clears
 * them); measures the save does not mention keep theirs. A uuId that is no measure of this update, or
 * is given twice, is refused (FORM1001 problems, the reference silently ignores it; ADR 0020), so a
 * save can never add, drop or swap measures of the plan.
 */
export function applyPartUpdates<Item extends { uuId: string }, Part extends Estimated>(
  lists: readonly (readonly Item[])[],
  updates: readonly PartUpdate<Part>[],
  partKey: string,
  fieldOf: (index: number) => string,
): { lists: Item[][]; problems: { fieldName: string; message: string }[] } {
  const copies = lists.map((list) => list.map((item) => ({ ...item })));
  const byUuid = new Map(copies.flatMap((list) => list.map((item) => [item.uuId, item] as const)));
  const seen = new Set<string>();
  const problems: { fieldName: string; message: string }[] = [];
  updates.forEach((update, index) => {
    const target = byUuid.get(update.uuId);
    if (!target) {
      problems.push({
        fieldName: fieldOf(index),
        message: 'does not match a measure of this progress update',
      });
    } else if (seen.has(update.uuId)) {
      problems.push({ fieldName: fieldOf(index), message: 'is given more than once' });
    } else {
      seen.add(update.uuId);
      const record = target as Record<string, unknown>;
      if (update.part) record[partKey] = cleanEstimate(update.part);
      else delete record[partKey];
    }
  });
  return { lists: copies, problems };
}
