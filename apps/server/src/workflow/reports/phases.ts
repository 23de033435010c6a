import { validityWindow, type ValidityWindow } from '../validity-windows';

/** When each report of a phase may be started and submitted. */
export interface PhaseWindows {
  notification: ValidityWindow;
  actionPlan: ValidityWindow;
  /** Progress updates 1 and 2. */
  progressUpdates: readonly [ValidityWindow, ValidityWindow];
}

/**
 * An ESOS compliance phase as data (ADR 0045): what the report definitions made for it take their
 * windows (and so their tasks' due dates, ADR 22), labels, request ids and stored phase from. The
 * reference's type and wire names (…_P3, nocP3) are its vocabulary and stay as they are.
 */
export interface CompliancePhase {
  /** As the reference stores it (request metadata, the submitted-report tables). */
  code: string;
  /** As people read it: "Submit Phase 3 Action Plan". */
  label: string;
  /** After the account number in a report's request id (AP000042-P3). */
  idSuffix: string;
  /** An organisation qualifies on its figures at this date (spec: the qualification date). */
  qualificationDate: string;
  /** The compliance period: four years, ending on the compliance date (inclusive UK dates). */
  period: { start: string; end: string };
  /** When each report may be started and submitted (inclusive UK dates, as the reference seeds them). */
  windows: PhaseWindows;
  /**
   * The notification's sections (nocP3's fields) where the phase has fewer than the reference's
   * fourteen; a section left out is never asked for and refused if given.
   */
  notificationSections?: readonly string[];
}

/** Phase 3: qualification on 31 December 2022, compliance by 5 December 2023, the dates the reference seeds. */
export const phase3: CompliancePhase = {
  code: 'PHASE_3',
  label: 'Phase 3',
  idSuffix: '-P3',
  qualificationDate: '2022-12-31',
  period: { start: '2019-12-06', end: '2023-12-05' },
  windows: {
    notification: validityWindow('2022-12-06', '2026-12-06'),
    actionPlan: validityWindow('2023-12-06', '2026-12-06'),
    progressUpdates: [validityWindow('2025-07-01', '2026-12-06'), validityWindow('2025-12-06', '2027-03-06')],
  },
};

/** A report's request id format in the phase: its prefix, then the phase's suffix. */
export const reportIdFormat = (phase: CompliancePhase, prefix: string) => ({
  prefix,
  suffix: phase.idSuffix,
});

/**
 * The phase as the submitted-report tables store it: their column names the phases the service ships,
 * and a test's own phase is stored as well.
 */
export const storedPhase = (phase: CompliancePhase) => phase.code as 'PHASE_3';

/** A report's request metadata: its type and phase (the reference's {type, phase: PHASE_3}). */
export const reportMetadata = (phase: CompliancePhase, type: string) => ({ type, phase: phase.code });
