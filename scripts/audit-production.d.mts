export function unacceptedAdvisories(
  report: unknown,
  exceptions: { advisory: string; reason: string }[],
): string[];
export function isAuditReport(report: unknown): boolean;
