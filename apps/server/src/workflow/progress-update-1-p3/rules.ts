import { checkMeasure } from '../reports/energy-efficiency-measure';
import {
  applyPartUpdates,
  checkAddedMeasure,
  checkDescription,
  checkGroupChange,
  cleanAddedMeasure,
  cleanGroupChange,
  requiredProgressUpdateConfirmations,
  usesOtherMethod,
  type ProgressUpdate1AddedMeasure,
} from '../reports/progress-update-measures';
import { confirmsExactly, applySettledConfirmation, withoutNulls } from '../reports/report-confirmation';
import { Findings, isPresent, reportViolation, type ReportViolation } from '../reports/report-violations';
import {
  progressUpdate1P3Schema,
  type ProgressUpdate1P3,
  type ProgressUpdate1TaskPayload,
  type ProgressUpdate1UpdatedMeasure,
  type SaveProgressUpdate1Payload,
} from './payload';

const requiredConfirmations = (update: ProgressUpdate1P3) => {
  const measures = update.progressUpdate1P3MeasuresUpdate;
  return requiredProgressUpdateConfirmations(
    measures.progressUpdate1P3Measures.some((measure) =>
      usesOtherMethod(measure.progressUpdate1P3EnergyEfficiencyMeasure),
    ) || measures.progressUpdate1P3AddedMeasure.some(usesOtherMethod),
  );
};

/**
 * A save applied to the task's update (reporting-inventory §1.3): the answers about carried-over
 * measures merged by uuId (an unknown or repeated uuId refused), the added measures, group change and
 * confirmation replaced (even by nothing), then the clean-up: blank group-change fields and answers
 * made irrelevant go, and the confirmation follows the measures (task-forms §3). Returns the FORM1001
 * problems instead when the save does not fit the update.
 */
export function applyProgressUpdate1Save(
  previous: ProgressUpdate1TaskPayload,
  save: SaveProgressUpdate1Payload,
): { payload: ProgressUpdate1TaskPayload } | { problems: { fieldName: string; message: string }[] } {
  const given = withoutNulls(save);
  const current = previous.progressUpdate1P3.progressUpdate1P3MeasuresUpdate;
  const updates = given.progressUpdate1P3?.progressUpdate1P3MeasuresUpdate?.progressUpdate1P3Measures ?? [];
  const merged = applyPartUpdates(
    [current.progressUpdate1P3Measures],
    updates.map((update) => ({ uuId: update.uuId, part: update.progressUpdate1P3EnergyEfficiencyMeasure })),
    'progressUpdate1P3EnergyEfficiencyMeasure',
    (index) => `progressUpdate1P3.progressUpdate1P3MeasuresUpdate.progressUpdate1P3Measures.${index}.uuId`,
  );
  if (merged.problems.length > 0) return { problems: merged.problems };
  const added = (
    given.progressUpdate1P3?.progressUpdate1P3MeasuresUpdate?.progressUpdate1P3AddedMeasure ?? []
  ).map((measure) => cleanAddedMeasure<ProgressUpdate1AddedMeasure>(measure));
  const groupChange = cleanGroupChange(given.progressUpdate1P3?.groupChange);
  const update: ProgressUpdate1P3 = {
    ...(groupChange ? { groupChange } : {}),
    progressUpdate1P3MeasuresUpdate: {
      progressUpdate1P3Measures: merged.lists[0] ?? [],
      progressUpdate1P3AddedMeasure: added,
    },
  };
  const statuses = { ...given.progressUpdate1P3SectionsCompleted };
  applySettledConfirmation(
    update,
    statuses,
    given.progressUpdate1P3?.responsibleOfficerConfirmation,
    requiredConfirmations(update),
  );
  return {
    payload: { ...previous, progressUpdate1P3: update, progressUpdate1P3SectionsCompleted: statuses },
  };
}

export const PROGRESS_UPDATE_1_SECTION =
  'uk.gov.esos.api.reporting.progressupdate1.phase3.domain.ProgressUpdate1P3';

/**
 * PU11003's list for an update about to be submitted (reporting-inventory §1.3, §2.4): the
 * group-change check first, then one "Invalid section data" entry with every constraint that fails,
 * with the web's stricter rules where the reference's server is looser (ADR 0020). Never throws.
 */
export function validateProgressUpdate1(
  task: Pick<ProgressUpdate1TaskPayload, 'isDisaggregateUndertaking' | 'progressUpdate1P3'>,
  account: { name: string; registrationNumber: string | null },
): ReportViolation[] {
  const findings = new Findings([], 'progressUpdate1P3');
  const parsed = progressUpdate1P3Schema.safeParse(task.progressUpdate1P3);
  if (!parsed.success) {
    findings.shape(parsed.error);
    return [reportViolation(PROGRESS_UPDATE_1_SECTION, 'Invalid section data', findings.details)];
  }
  const update = withoutNulls(parsed.data);
  const violations = checkGroupChange(
    PROGRESS_UPDATE_1_SECTION,
    'progressUpdate1P3',
    update.groupChange,
    task.isDisaggregateUndertaking,
    account,
  );
  const at = findings.at('progressUpdate1P3MeasuresUpdate');
  update.progressUpdate1P3MeasuresUpdate.progressUpdate1P3Measures.forEach((measure, index) =>
    checkUpdatedMeasure(at.at('progressUpdate1P3Measures').at(index), measure),
  );
  update.progressUpdate1P3MeasuresUpdate.progressUpdate1P3AddedMeasure.forEach((measure, index) => {
    const item = at.at('progressUpdate1P3AddedMeasure').at(index);
    checkAddedMeasure(item, measure);
    item.required('reductionEnergyConsumption2024To2025', measure.reductionEnergyConsumption2024To2025);
  });
  findings.rule(
    confirmsExactly(update.responsibleOfficerConfirmation, requiredConfirmations(update)),
    'Not valid ResponsibleOfficerConfirmationType.',
  );
  if (findings.details.length > 0) {
    violations.push(reportViolation(PROGRESS_UPDATE_1_SECTION, 'Invalid section data', findings.details));
  }
  return violations;
}

/**
 * The reference's rules of an updated measure (reporting-inventory §2.4, rules 1–5), plus the web's
 * estimation method: given exactly when a reduction is reported (ADR 0020).
 */
function checkUpdatedMeasure(findings: Findings, measure: ProgressUpdate1UpdatedMeasure): void {
  checkMeasure(findings.at('actionPlanEnergyEfficiencyMeasure'), measure.actionPlanEnergyEfficiencyMeasure);
  const part = measure.progressUpdate1P3EnergyEfficiencyMeasure;
  if (!findings.required('progressUpdate1P3EnergyEfficiencyMeasure', part)) return;
  const after = measure.measureImplType === 'MEASURE_IMPL_AFTER_SUBMIT_ACTION_PLAN';
  const implemented = part.measureIsImplemented;
  const implementedAfter = after && implemented === true;
  findings.rule(isPresent(implemented) === after, 'Invalid value for measureIsImplemented');
  findings.rule(
    isPresent(part.measureImplementedByTheDateInActionPlan) === implementedAfter,
    'Invalid value for measureImplementedByTheDateInActionPlan',
  );
  findings.rule(
    isPresent(part.reductionEnergyConsumption2024To2025) ===
      (implementedAfter || (!after && part.reportReduction2024To2025 === true)),
    'ReductionEnergyConsumption2024To2025 cannot be null',
  );
  const earlier = isPresent(part.reductionEnergyConsumption2023To2024);
  findings.rule(
    after ? implemented !== false || !earlier : earlier === (part.reportReduction2023To2024 === true),
    'ReductionEnergyConsumption2023To2024 cannot be null',
  );
  findings.rule(
    isPresent(part.reportReduction2024To2025) === !after,
    'ReportReduction2024To2025 can not be null if measureImplType is MEASURE_IMPL_BEFORE_SUBMIT_ACTION_PLAN',
  );
  findings.rule(
    isPresent(part.reportReduction2023To2024) === !after,
    'ReportReduction2023To2024 can not be null if measureImplType is MEASURE_IMPL_BEFORE_SUBMIT_ACTION_PLAN',
  );
  const reported =
    implementedAfter ||
    (!after && (part.reportReduction2024To2025 === true || part.reportReduction2023To2024 === true));
  findings.rule(isPresent(part.estimationMethodType) === reported, 'Invalid data for estimationMethodType');
  checkDescription(findings.at('progressUpdate1P3EnergyEfficiencyMeasure'), part);
}
