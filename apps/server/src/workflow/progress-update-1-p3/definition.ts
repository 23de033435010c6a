import { MAX_PLAN_MEASURES } from '@esos/reporting-rules';
import type { z } from 'zod';
import { ApiError } from '../../platform/http/errors';
import {
  progressUpdate1AddedMeasureSchema,
  progressUpdate1MeasurePartSchema,
} from '../reports/progress-update-measures';
import { defineProgressUpdate } from '../reports/progress-update/definition';
import { phase3, type CompliancePhase } from '../reports/phases';
import { carriedLists, checkUpdatedMeasure } from './measures';
import { progressUpdate1MiExport } from './mi-export';
import { progressUpdate1Measures } from './measures-sheet';
import { measuresFromActionPlan } from './prefill';
import { progressUpdateErrors } from '../reports/progress-update/errors';
import { progressUpdate1Errors } from './errors';

/** Its measures: made once, whatever phase it is made for. */
const shape = {
  carried: carriedLists,
  part: progressUpdate1MeasurePartSchema,
  added: progressUpdate1AddedMeasureSchema,
  savedAnswers: MAX_PLAN_MEASURES,
};

/**
 * Progress update 1 of a phase (api-behaviour §2.5, task-forms §3): what became of each action plan
 * measure, measures added since, a disaggregated undertaking's group change, and the responsible
 * officer's confirmation (ADR 0020).
 */
export const progressUpdate1For = (phase: CompliancePhase) =>
  defineProgressUpdate({
    number: 1,
    phase,
    shape,
    checks: {
      sectionName: 'uk.gov.esos.api.reporting.progressupdate.progressupdate1.phase3.domain.ProgressUpdate1P3',
      carried: { progressUpdate1P3Measures: checkUpdatedMeasure },
      addedReduction: 'reductionEnergyConsumption2024To2025',
    },
    miExport: progressUpdate1MiExport,
    measuresSheet: progressUpdate1Measures,
    errorCodes: Object.values(progressUpdate1Errors),
    submission: {
      errors: { outsideWindow: progressUpdateErrors.PU11002, violations: progressUpdate1Errors.PU11003 },
    },

    /**
     * The reference's PU1 validator, after the kit's (none running or done): no action plan running, no
     * progress update 2 (unnamed in the answer). With no submitted action plan it is still valid but
     * names ACTION_PLAN_P3: only a disaggregated undertaking may start it then (the web's
     * "disaggregated-start" link, reporting-inventory §4.4).
     */
    checkOtherReports(reports, next) {
      if (reports.inProgress('ACTION_PLAN_P3')) return { valid: false, requests: ['ACTION_PLAN_P3'] };
      if (reports.activeOrDone(next)) return { valid: false };
      const planned = reports.completed('ACTION_PLAN_P3');
      return planned ? { valid: true } : { valid: true, requests: ['ACTION_PLAN_P3'] };
    },
    /** Not once a progress update 2, built from this one, is running or done, naming it. */
    checkReInitiation: (reports, next) =>
      reports.activeOrDone(next) ? { valid: false, requests: [next] } : { valid: true },

    /** One update per measure of the submitted action plan. */
    async carry(executor, accountId) {
      const measures = await measuresFromActionPlan(executor, accountId);
      return measures && [measures];
    },
    /** Without a submitted plan only a disaggregated start is possible (the reference answers 500; ADR 0020). */
    noEarlierReport: () => new ApiError(progressUpdate1Errors.PU11001),
  });

export const progressUpdate1 = progressUpdate1For(phase3);
export const progressUpdate1P3 = progressUpdate1.definition;
export const progressUpdate1PayloadTypes = progressUpdate1.payloadTypes;
export type ProgressUpdate1P3 = z.infer<typeof progressUpdate1.schemas.update>;
