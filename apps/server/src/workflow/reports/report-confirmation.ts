import type { SectionStatus } from './report-fields';

/**
 * The responsible officer's confirmation after a save changed the measures (task-forms §2, §3): the
 * statements no longer required are unticked (keeping only the first); when a newly required one is
 * not ticked the section goes back to IN_PROGRESS, or is reset altogether when nothing is left ticked.
 * Done on the server on every save, so a plan or update is consistent whoever saved it (ADR 0020).
 * Pure and idempotent: the statements kept are in the order of `required`.
 */
export function settleConfirmation<Statement extends string>(
  ticked: readonly Statement[] | null | undefined,
  required: readonly Statement[],
  status: SectionStatus | null | undefined,
): { ticked?: Statement[]; status?: SectionStatus } {
  const given = new Set(ticked ?? []);
  const kept = required.filter((statement) => given.has(statement));
  if (kept.length === 0) return {};
  if (kept.length === required.length) return status ? { ticked: kept, status } : { ticked: kept };
  return { ticked: kept, status: 'IN_PROGRESS' };
}

/**
 * Settles a report's confirmation in place after a save (see settleConfirmation): the report keeps the
 * statements still ticked, and its section status follows. Shared by the action plan and both updates.
 */
export function applySettledConfirmation<Statement extends string>(
  report: { responsibleOfficerConfirmation?: Statement[] | null },
  statuses: { responsibleOfficerConfirmation?: SectionStatus | null },
  given: readonly Statement[] | null | undefined,
  required: readonly Statement[],
): void {
  const confirmation = settleConfirmation(given, required, statuses.responsibleOfficerConfirmation);
  if (confirmation.ticked) report.responsibleOfficerConfirmation = confirmation.ticked;
  else delete report.responsibleOfficerConfirmation;
  if (confirmation.status) statuses.responsibleOfficerConfirmation = confirmation.status;
  else delete statuses.responsibleOfficerConfirmation;
}

/** Whether the confirmed statements are exactly the required ones (the reference's submit rule). */
export function confirmsExactly<Statement extends string>(
  ticked: readonly Statement[] | null | undefined,
  required: readonly Statement[],
): boolean {
  const given = new Set(ticked ?? []);
  return given.size === required.length && required.every((statement) => given.has(statement));
}

/** Drops null and undefined values throughout (the reference leaves nulls out of what it stores and sends). */
export function withoutNulls<Value>(value: Value): Value {
  if (Array.isArray(value)) {
    return value.filter((item) => item !== null && item !== undefined).map(withoutNulls) as Value;
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== null && field !== undefined)
        .map(([key, field]) => [key, withoutNulls(field)]),
    ) as Value;
  }
  return value;
}
