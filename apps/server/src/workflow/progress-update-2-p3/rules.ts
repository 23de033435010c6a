import {
  applyPartUpdates,
  checkAddedMeasure,
  checkDescription,
  checkGroupChange,
  cleanAddedMeasure,
  cleanGroupChange,
  requiredProgressUpdateConfirmations,
  usesOtherMethod,
} from '../reports/progress-update-measures';
import { confirmsExactly, applySettledConfirmation, withoutNulls } from '../reports/report-confirmation';
import { Findings, isPresent, reportViolation, type ReportViolation } from '../reports/report-violations';
import {
  progressUpdate2P3Schema,
  type ProgressUpdate2AddedMeasure,
  type ProgressUpdate2MeasurePart,
  type ProgressUpdate2P3,
  type ProgressUpdate2TaskPayload,
  type ProgressUpdate2UpdatedAddedMeasure,
  type ProgressUpdate2UpdatedMeasure,
  type SaveProgressUpdate2Payload,
} from './payload';

const PART = 'progressUpdate2P3EnergyEfficiencyMeasure';

const requiredConfirmations = (update: ProgressUpdate2P3) => {
  const measures = update.progressUpdate2P3MeasuresUpdate;
  return requiredProgressUpdateConfirmations(
    [...measures.progressUpdate2P3Measures, ...measures.progressUpdate2P3UpdatedAddedMeasures].some(
      (measure) => usesOtherMethod(measure.progressUpdate2P3EnergyEfficiencyMeasure),
    ) || measures.progressUpdate2P3AddedMeasure.some(usesOtherMethod),
  );
};

/**
 * A save applied to the task's update (reporting-inventory §1.3): the one list of answers is matched
 * by uuId against both the plan's measures and those progress update 1 added (an unknown or repeated
 * uuId refused), the added measures, group change and confirmation replaced, then the clean-up as for
 * progress update 1. Returns the FORM1001 problems instead when the save does not fit the update.
 */
export function applyProgressUpdate2Save(
  previous: ProgressUpdate2TaskPayload,
  save: SaveProgressUpdate2Payload,
): { payload: ProgressUpdate2TaskPayload } | { problems: { fieldName: string; message: string }[] } {
  const given = withoutNulls(save);
  const current = previous.progressUpdate2P3.progressUpdate2P3MeasuresUpdate;
  const updates = given.progressUpdate2P3?.progressUpdate2P3MeasuresUpdate?.progressUpdate2P3Measures ?? [];
  const parts = updates.map((update) => ({
    uuId: update.uuId,
    part: update.progressUpdate2P3EnergyEfficiencyMeasure,
  }));
  const fieldOf = (index: number) =>
    `progressUpdate2P3.progressUpdate2P3MeasuresUpdate.progressUpdate2P3Measures.${index}.uuId`;
  const merged = applyPartUpdates<
    ProgressUpdate2UpdatedMeasure | ProgressUpdate2UpdatedAddedMeasure,
    ProgressUpdate2MeasurePart
  >([current.progressUpdate2P3Measures, current.progressUpdate2P3UpdatedAddedMeasures], parts, PART, fieldOf);
  if (merged.problems.length > 0) return { problems: merged.problems };
  const added = (
    given.progressUpdate2P3?.progressUpdate2P3MeasuresUpdate?.progressUpdate2P3AddedMeasure ?? []
  ).map((measure) => cleanAddedMeasure<ProgressUpdate2AddedMeasure>(measure));
  const groupChange = cleanGroupChange(given.progressUpdate2P3?.groupChange);
  const update: ProgressUpdate2P3 = {
    ...(groupChange ? { groupChange } : {}),
    progressUpdate2P3MeasuresUpdate: {
      progressUpdate2P3Measures: (merged.lists[0] ?? []) as ProgressUpdate2UpdatedMeasure[],
      progressUpdate2P3UpdatedAddedMeasures: (merged.lists[1] ?? []) as ProgressUpdate2UpdatedAddedMeasure[],
      progressUpdate2P3AddedMeasure: added,
    },
  };
  const statuses = { ...given.progressUpdate2P3SectionsCompleted };
  applySettledConfirmation(
    update,
    statuses,
    given.progressUpdate2P3?.responsibleOfficerConfirmation,
    requiredConfirmations(update),
  );
  return {
    payload: { ...previous, progressUpdate2P3: update, progressUpdate2P3SectionsCompleted: statuses },
  };
}

export const PROGRESS_UPDATE_2_SECTION =
  'uk.gov.esos.api.reporting.progressupdate2.phase3.domain.ProgressUpdate2P3';

/**
 * PU21004's list for an update about to be submitted (reporting-inventory §1.3, §2.4): the group-change
 * check, then one "Invalid section data" entry with every constraint that fails; every carried-over
 * measure needs this update's answers (the reference crashes on a missing one, §7.5; ADR 0020).
 */
export function validateProgressUpdate2(
  task: Pick<ProgressUpdate2TaskPayload, 'isDisaggregateUndertaking' | 'progressUpdate2P3'>,
  account: { name: string; registrationNumber: string | null },
): ReportViolation[] {
  const findings = new Findings([], 'progressUpdate2P3');
  const parsed = progressUpdate2P3Schema.safeParse(task.progressUpdate2P3);
  if (!parsed.success) {
    findings.shape(parsed.error);
    return [reportViolation(PROGRESS_UPDATE_2_SECTION, 'Invalid section data', findings.details)];
  }
  const update = withoutNulls(parsed.data);
  const violations = checkGroupChange(
    PROGRESS_UPDATE_2_SECTION,
    'progressUpdate2P3',
    update.groupChange,
    task.isDisaggregateUndertaking,
    account,
  );
  const at = findings.at('progressUpdate2P3MeasuresUpdate');
  const measures = update.progressUpdate2P3MeasuresUpdate;
  measures.progressUpdate2P3Measures.forEach((measure, index) => {
    const item = at.at('progressUpdate2P3Measures').at(index);
    const part = measure.progressUpdate2P3EnergyEfficiencyMeasure;
    if (!item.required(PART, part)) return;
    item.rule(
      isPresent(part.measureIsImplemented) ===
        (measure.progressUpdate1P3EnergyEfficiencyMeasure?.measureIsImplemented === false),
      'Invalid value for measureIsImplemented',
    );
    checkPart(item.at(PART), part);
  });
  measures.progressUpdate2P3UpdatedAddedMeasures.forEach((measure, index) => {
    const item = at.at('progressUpdate2P3UpdatedAddedMeasures').at(index);
    const part = measure.progressUpdate2P3EnergyEfficiencyMeasure;
    if (!item.required(PART, part)) return;
    // Progress update 1 added it as implemented: the question of implementing it does not arise.
    item.rule(!isPresent(part.measureIsImplemented), 'Invalid value for measureIsImplemented');
    item.rule(
      part.estimationMethodType !== 'ACTION_PLAN_ESTIMATE',
      'Invalid estimation method description: Can not be ACTION_PLAN_ESTIMATE',
    );
    checkPart(item.at(PART), part);
  });
  measures.progressUpdate2P3AddedMeasure.forEach((measure, index) => {
    const item = at.at('progressUpdate2P3AddedMeasure').at(index);
    checkAddedMeasure(item, measure);
    item.required('reductionEnergyConsumption2025To2026', measure.reductionEnergyConsumption2025To2026);
  });
  findings.rule(
    confirmsExactly(update.responsibleOfficerConfirmation, requiredConfirmations(update)),
    'Not valid ResponsibleOfficerConfirmationType.',
  );
  if (findings.details.length > 0) {
    violations.push(reportViolation(PROGRESS_UPDATE_2_SECTION, 'Invalid section data', findings.details));
  }
  return violations;
}

/** The reference's rules of progress update 2's answers about a measure (reporting-inventory §2.4). */
function checkPart(findings: Findings, part: ProgressUpdate2MeasurePart): void {
  const implemented = part.measureIsImplemented;
  const reported = implemented === true || part.reportReduction2025To2026 === true;
  findings.rule(
    isPresent(part.reportReduction2025To2026) === !isPresent(implemented),
    'Invalid data for reportReduction2025To2026',
  );
  findings.rule(
    isPresent(part.reductionEnergyConsumption2025To2026) === reported,
    'Invalid value for reductionEnergyConsumption2025To2026',
  );
  findings.rule(isPresent(part.estimationMethodType) === reported, 'Invalid data for estimationMethodType');
  findings.rule(
    isPresent(part.measureImplementedByTheDateInActionPlan) === (implemented === true),
    'Invalid value for measureImplementedByTheDateInActionPlan',
  );
  checkDescription(findings, part);
}
