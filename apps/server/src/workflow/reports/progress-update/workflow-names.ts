/**
 * The progress updates a phase has (the reference numbers them 1 and 2; Phase 3's windows are theirs), and
 * the reference's names of update N's workflow, made from its number: the vocabulary (catalogue.ts) and the
 * factory both take them from here, so no file but the updates' own spells them out. No imports: the
 * catalogue loads it first.
 */
export const progressUpdateNumbers = [1, 2] as const;
export type UpdateNumber = (typeof progressUpdateNumbers)[number];

export function progressUpdateWorkflowNames<N extends UpdateNumber>(number: N) {
  return {
    type: `PROGRESS_UPDATE_${number}_P3` as const,
    reInitiate: `RE_INITIATE_PROGRESS_UPDATE_${number}_P3` as const,
    submitTask: `PROGRESS_UPDATE_${number}_P3_APPLICATION_SUBMIT` as const,
    save: `PROGRESS_UPDATE_${number}_P3_SAVE_APPLICATION_SUBMIT` as const,
    submit: `PROGRESS_UPDATE_${number}_P3_SUBMIT_APPLICATION` as const,
    cancel: `PROGRESS_UPDATE_${number}_CANCEL_APPLICATION` as const,
    submitted: `PROGRESS_UPDATE_${number}_P3_APPLICATION_SUBMITTED` as const,
    cancelled: `PROGRESS_UPDATE_${number}_APPLICATION_CANCELLED` as const,
    reInitiated: `PROGRESS_UPDATE_${number}_P3_APPLICATION_RE_INITIATED` as const,
    submitViewPermission: `PERM_PROGRESS_UPDATE_${number}_APPLICATION_SUBMIT_VIEW_TASK` as const,
    submitExecutePermission: `PERM_PROGRESS_UPDATE_${number}_APPLICATION_SUBMIT_EXECUTE_TASK` as const,
    reInitiatePermission: `PERM_PROGRESS_UPDATE_${number}_APPLICATION_RE_INITIATE_TASK` as const,
    returnGroup: `RETURN_PROGRESS_UPDATE_${number}` as const,
  };
}

/** Every progress update's names, in number order. */
export const progressUpdateWorkflows = progressUpdateNumbers.map((number) =>
  progressUpdateWorkflowNames(number),
);
