import { ApiError } from '../api';

/**
 * The violation list of a refused submit (AP1002, or a progress update's own code: reporting-inventory
 * §1.0): the error's data[0] lists `{sectionName, message, data: [details]}`, each detail "<path> - <message>".
 */
export interface Violation {
  /** The last segment of the reference's class name: 'ActionPlanP3'. */
  section: string;
  message: string;
  details: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function violationsOf(error: unknown): Violation[] {
  if (!(error instanceof ApiError) || !isRecord(error.body)) return [];
  const data = error.body.data;
  const list = Array.isArray(data) ? data[0] : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter(isRecord).map((entry) => {
    const nested = Array.isArray(entry.data) ? entry.data[0] : undefined;
    const details = Array.isArray(nested)
      ? nested.filter((item): item is string => typeof item === 'string')
      : [];
    const sectionName = typeof entry.sectionName === 'string' ? entry.sectionName : '';
    return {
      section: sectionName.split('.').at(-1) ?? sectionName,
      message: typeof entry.message === 'string' ? entry.message : '',
      details,
    };
  });
}

/**
 * A submit refused with FORM1001 or FORM1002 (the notification's reporting obligation, judged as the
 * reference's validated service does): each field problem `{fieldName, message}` as a detail of one
 * violation, without the reference's method name that starts each path.
 */
export function fieldProblemsOf(error: unknown): Violation[] {
  if (!(error instanceof ApiError) || !isRecord(error.body)) return [];
  const { code, data } = error.body;
  if ((code !== 'FORM1001' && code !== 'FORM1002') || !Array.isArray(data)) return [];
  const details = data.filter(isRecord).map((problem) => {
    const field = typeof problem.fieldName === 'string' ? problem.fieldName : '';
    const message = typeof problem.message === 'string' ? problem.message : '';
    return `${field.replace(/^determineReportingObligationCategory\./, '')} - ${message}`;
  });
  return details.length > 0 ? [{ section: '', message: '', details }] : [];
}

/** One line of the errors page: the detail, and the section whose answers to change. */
export interface ViolationLine {
  text: string;
  /** The section's key as the errors page links it ('energyEfficiencyMeasure'), when one is named. */
  section?: string;
}

const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * A detail in words: "noc.secondResponsibleOfficerDetails.email - must be a well-formed email address" reads
 * "Second responsible officer details, email: must be a well-formed email address"; an item of a list is named
 * by its number ("energy efficiency measures 1"). The last two parts of the path name the field; a detail with
 * no path is kept as it is.
 */
export function readableDetail(detail: string): string {
  const split = detail.indexOf(' - ');
  if (split <= 0) return detail;
  const path = detail
    .slice(0, split)
    .split('.')
    .map((part) => part.replace(/\[(\d{1,6})\]$/, (_, index: string) => ` ${Number(index) + 1}`));
  const named = path.slice(-2).map(words).join(', ');
  return `${named.charAt(0).toUpperCase()}${named.slice(1)}: ${detail.slice(split + 3)}`;
}

/**
 * Each detail as a line, with the section whose key its path names (ignoring case), as the reference's
 * errors page chooses the "Change … answers" link (reporting-inventory §4.2).
 */
export function violationLines(violations: Violation[], sectionKeys: readonly string[]): ViolationLine[] {
  return violations.flatMap((violation) => {
    const texts = violation.details.length > 0 ? violation.details : [violation.message];
    return texts.map((text) => {
      const lower = text.toLowerCase();
      // The detail's path names the section; failing that, the violation's own class name does (the
      // notification's 'ReportingObligation' for the section 'reportingObligation').
      const section =
        sectionKeys.find((key) => lower.includes(key.toLowerCase())) ??
        sectionKeys.find((key) => key.toLowerCase() === violation.section.toLowerCase());
      const readable = readableDetail(text);
      return section ? { text: readable, section } : { text: readable };
    });
  });
}
