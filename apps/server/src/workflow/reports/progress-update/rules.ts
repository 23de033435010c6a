import type { z } from 'zod';
import {
  applyPartUpdates,
  checkAddedMeasure,
  checkGroupChange,
  cleanAddedMeasure,
  cleanGroupChange,
  requiredProgressUpdateConfirmations,
  usesOtherMethod,
  type GroupChange,
  type ProgressUpdateConfirmationType,
} from '../progress-update-measures';
import { applySettledConfirmation, confirmsExactly, withoutNulls } from '../report-confirmation';
import type { SectionStatus } from '../report-fields';
import { Findings, reportViolation, type ReportViolation } from '../report-violations';
import type { ProgressUpdateNames, UpdateNumber } from './schemas';

/** A carried-over measure as the rules see it: its uuId and the answers under the update's name. */
type Measure = { uuId: string } & Record<string, unknown>;
/** An update as the rules see it, under whatever numbered names it has (the schemas check those). */
interface LooseUpdate {
  groupChange?: GroupChange | null;
  responsibleOfficerConfirmation?: ProgressUpdateConfirmationType[] | null;
  [name: string]: unknown;
}
/** An added measure: named, with its schemes and estimate, and the update's reductions. */
type Added = Parameters<typeof checkAddedMeasure>[1] & { [field: string]: unknown };
type Lists = Record<string, Measure[]>;
const addedOf = (lists: Lists, name: string) => (lists[name] ?? []) as unknown as Added[];
type Statuses = Record<string, SectionStatus | null | undefined> & {
  responsibleOfficerConfirmation?: SectionStatus | null;
};

/** The rules that make progress update N differ from the other: its measures' own checks. */
export interface ProgressUpdateChecks {
  /** The reference's section class named in its violations. */
  sectionName: string;
  /** Each carried-over list's check of one of its measures (the findings are at the measure). */
  carried: Record<string, (findings: Findings, measure: never) => void>;
  /** The added measure's reduction, which this update requires. */
  addedReduction: string;
}

/**
 * The save and submit rules of progress update N (reporting-inventory §1.3, §2.4; ADR 0020), on the
 * task payload its schemas describe. The two updates differ only in their measures' checks.
 */
export function progressUpdateRules<Task, Save>(
  names: ProgressUpdateNames<UpdateNumber>,
  updateSchema: z.ZodType,
  checks: ProgressUpdateChecks,
) {
  const carriedLists = Object.keys(checks.carried);
  const measuresOf = (update: LooseUpdate) => update[names.measuresUpdate] as Lists;

  const requiredConfirmations = (update: LooseUpdate) => {
    const measures = measuresOf(update);
    return requiredProgressUpdateConfirmations(
      carriedLists
        .flatMap((list) => measures[list] ?? [])
        .some((measure) => usesOtherMethod(measure[names.part] as { estimationMethodType?: string })) ||
        addedOf(measures, names.addedMeasure).some(usesOtherMethod),
    );
  };

  /**
   * A save applied to the task's update: the one list of answers is matched by uuId against every
   * carried-over list (an unknown or repeated uuId refused), the added measures, group change and
   * confirmation replaced (even by nothing), then the clean-up: blank group-change fields and answers
   * made irrelevant go, and the confirmation follows the measures (task-forms §3). Returns the FORM1001
   * problems instead when the save does not fit the update.
   */
  function applySave(
    previous: Task,
    save: Save,
  ): { payload: Task } | { problems: { fieldName: string; message: string }[] } {
    const given = withoutNulls(save) as Record<string, unknown>;
    const givenUpdate = (given[names.update] ?? {}) as LooseUpdate;
    const givenMeasures = (givenUpdate[names.measuresUpdate] ?? {}) as Lists;
    const current = measuresOf((previous as Record<string, unknown>)[names.update] as LooseUpdate);
    const parts = (givenMeasures[names.measures] ?? []).map((answer) => ({
      uuId: answer.uuId,
      part: answer[names.part] as { estimationMethodType?: string } | undefined,
    }));
    const merged = applyPartUpdates(
      carriedLists.map((list) => current[list] ?? []),
      parts,
      names.part,
      (index) => `${names.update}.${names.measuresUpdate}.${names.measures}.${index}.uuId`,
    );
    if (merged.problems.length > 0) return { problems: merged.problems };
    const added = addedOf(givenMeasures, names.addedMeasure).map((measure) => cleanAddedMeasure(measure));
    const groupChange = cleanGroupChange(givenUpdate.groupChange);
    const update: LooseUpdate = {
      ...(groupChange ? { groupChange } : {}),
      [names.measuresUpdate]: {
        ...Object.fromEntries(carriedLists.map((list, index) => [list, merged.lists[index] ?? []])),
        [names.addedMeasure]: added,
      },
    };
    const statuses = { ...(given[names.sectionsCompleted] as Statuses | undefined) };
    applySettledConfirmation(
      update,
      statuses,
      givenUpdate.responsibleOfficerConfirmation,
      requiredConfirmations(update),
    );
    return {
      payload: { ...previous, [names.update]: update, [names.sectionsCompleted]: statuses } as Task,
    };
  }

  /**
   * The violation list of an update about to be submitted: the group-change check first, then one
   * "Invalid section data" entry with every constraint that fails; every carried-over measure needs
   * this update's answers (the reference crashes on a missing one, §7.5; ADR 0020). Never throws.
   */
  function validate(
    task: { isDisaggregateUndertaking: boolean } & Partial<Record<typeof names.update, unknown>>,
    account: { name: string; registrationNumber: string | null },
  ): ReportViolation[] {
    const findings = new Findings([], names.update);
    const parsed = updateSchema.safeParse(task[names.update]);
    if (!parsed.success) {
      findings.shape(parsed.error);
      return [reportViolation(checks.sectionName, 'Invalid section data', findings.details)];
    }
    findings.format(updateSchema, parsed.data);
    const update = withoutNulls(parsed.data) as LooseUpdate;
    const violations = checkGroupChange(
      checks.sectionName,
      names.update,
      update.groupChange,
      task.isDisaggregateUndertaking,
      account,
    );
    const at = findings.at(names.measuresUpdate);
    const measures = measuresOf(update);
    for (const list of carriedLists) {
      const check = checks.carried[list] as (findings: Findings, measure: Measure) => void;
      (measures[list] ?? []).forEach((measure, index) => check(at.at(list).at(index), measure));
    }
    addedOf(measures, names.addedMeasure).forEach((measure, index) => {
      const item = at.at(names.addedMeasure).at(index);
      checkAddedMeasure(item, measure);
      item.required(checks.addedReduction, measure[checks.addedReduction]);
    });
    findings.rule(
      confirmsExactly(update.responsibleOfficerConfirmation, requiredConfirmations(update)),
      'Not valid ResponsibleOfficerConfirmationType.',
    );
    if (findings.details.length > 0) {
      violations.push(reportViolation(checks.sectionName, 'Invalid section data', findings.details));
    }
    return violations;
  }

  return { applySave, validate };
}
