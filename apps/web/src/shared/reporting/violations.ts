import { ApiError } from '../api';

/**
 * The violation list of a refused submit (AP1002, PU11003, PU21004: reporting-inventory §1.0): the error's
 * data[0] lists `{sectionName, message, data: [details]}`, each detail "<path> - <message>".
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

/** One line of the errors page: the detail, and the section whose answers to change. */
export interface ViolationLine {
  text: string;
  /** The section's key as the errors page links it ('energyEfficiencyMeasure'), when one is named. */
  section?: string;
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
      return section ? { text, section } : { text };
    });
  });
}
