import { MAX_PLAN_MEASURES } from '@esos/reporting-rules';
import type { z } from 'zod';
import { ApiError } from '../../platform/http/errors';
import { defineProgressUpdate } from '../reports/progress-update/definition';
import { phase3, type CompliancePhase } from '../reports/phases';
import {
  carriedLists,
  checkCarriedAddedMeasure,
  checkPlanMeasure,
  progressUpdate2AddedMeasureSchema,
  progressUpdate2MeasurePartSchema,
} from './measures';
import { progressUpdate2MiExport } from './mi-export';
import { progressUpdate2Measures } from './measures-sheet';
import { measuresFromProgressUpdate1 } from './prefill';
import { progressUpdateErrors } from '../reports/progress-update/errors';
import { progressUpdate2Errors } from './errors';

/** Its measures: made once, whatever phase it is made for. */
const shape = {
  carried: carriedLists,
  part: progressUpdate2MeasurePartSchema,
  added: progressUpdate2AddedMeasureSchema,
  // One save answers both carried-over lists: the plan's measures and the 50 progress update 1 may add, where
  // the reference caps it at 100 (ADRs 20, 52).
  savedAnswers: MAX_PLAN_MEASURES + 50,
};

/**
 * Progress update 2 of a phase (api-behaviour §2.5, task-forms §3): what became of the plan's and
 * progress update 1's measures since, measures added since, the group change and the confirmation.
 */
export const progressUpdate2For = (phase: CompliancePhase) =>
  defineProgressUpdate({
    number: 2,
    phase,
    shape,
    checks: {
      sectionName: 'uk.gov.esos.api.reporting.progressupdate.progressupdate2.phase3.domain.ProgressUpdate2P3',
      carried: {
        progressUpdate2P3Measures: checkPlanMeasure,
        progressUpdate2P3UpdatedAddedMeasures: checkCarriedAddedMeasure,
      },
      addedReduction: 'reductionEnergyConsumption2025To2026',
    },
    miExport: progressUpdate2MiExport,
    measuresSheet: progressUpdate2Measures,
    errorCodes: Object.values(progressUpdate2Errors),
    submission: {
      errors: { outsideWindow: progressUpdateErrors.PU11002, violations: progressUpdate2Errors.PU21004 },
    },

    /**
     * The reference's PU2 validator, after the kit's (none running or done): no action plan or progress
     * update 1 running; a submitted plan needs its progress update 1 first. With no submitted progress
     * update 1 it is still valid but names PROGRESS_UPDATE_1_P3: only a disaggregated undertaking may start.
     */
    checkOtherReports(reports) {
      const previous = reports.completed('PROGRESS_UPDATE_1_P3');
      if (reports.inProgress('ACTION_PLAN_P3')) return { valid: false, requests: ['ACTION_PLAN_P3'] };
      if (reports.inProgress('PROGRESS_UPDATE_1_P3') || (reports.completed('ACTION_PLAN_P3') && !previous))
        return { valid: false, requests: ['PROGRESS_UPDATE_1_P3'] };
      return previous ? { valid: true } : { valid: true, requests: ['PROGRESS_UPDATE_1_P3'] };
    },

    /** Built from the submitted progress update 1. */
    async carry(executor, accountId) {
      const carried = await measuresFromProgressUpdate1(executor, accountId);
      return carried && [carried.measures, carried.addedMeasures];
    },
    /** Without a progress update 1 only a disaggregated start is possible (the reference answers 500; ADR 0020). */
    noEarlierReport: () =>
      new ApiError('REQUEST_CREATE_ACTION1000', [{ valid: false, requests: ['PROGRESS_UPDATE_1_P3'] }]),
  });

export const progressUpdate2 = progressUpdate2For(phase3);
export const progressUpdate2P3 = progressUpdate2.definition;
export const progressUpdate2PayloadTypes = progressUpdate2.payloadTypes;
export type ProgressUpdate2P3 = z.infer<typeof progressUpdate2.schemas.update>;
