import type { z } from 'zod';
import { formatProblems } from './checked-at-submit';
import { NOT_BLANK, NOT_EMPTY, NOT_NULL } from './report-fields';

/**
 * One entry of a report's violation list (AP1002, PU11003 and the like: the error's data[0]): the
 * reference's fully qualified class name, its message, and data whose first item lists the details.
 */
export interface ReportViolation {
  sectionName: string;
  message: string;
  data: [string[]];
}

export function reportViolation(
  sectionName: string,
  message: string,
  details: string[] = [],
): ReportViolation {
  return { sectionName, message, data: [details] };
}

const joinPath = (path: string, segment: string | number) =>
  typeof segment === 'number' ? `${path}[${segment}]` : path ? `${path}.${segment}` : segment;

/**
 * The failures found in a submitted report, each "<path> - <message>" as the reference words its bean
 * violations, the path being the JSON path from the container's report field (`actionPlan.…`,
 * `progressUpdate1P3.…`); a rule of a whole object is reported at the object's path.
 */
export class Findings {
  constructor(
    readonly details: string[] = [],
    readonly path = '',
  ) {}

  /** The findings of a nested object or list item, sharing this list. */
  at(segment: string | number): Findings {
    return new Findings(this.details, joinPath(this.path, segment));
  }

  fail(message: string, field?: string | number): void {
    this.details.push(`${field === undefined ? this.path : joinPath(this.path, field)} - ${message}`);
  }

  /** A class-level rule of the object at this path. */
  rule(holds: boolean, message: string): void {
    if (!holds) this.fail(message);
  }

  required<Value>(field: string, value: Value): value is NonNullable<Value> {
    if (value !== null && value !== undefined) return true;
    this.fail(NOT_NULL, field);
    return false;
  }

  notBlank(field: string, value: string | null | undefined): boolean {
    if (typeof value === 'string' && value.trim().length > 0) return true;
    this.fail(NOT_BLANK, field);
    return false;
  }

  notEmpty(field: string, value: string | null | undefined): boolean {
    if (typeof value === 'string' && value.length > 0) return true;
    this.fail(NOT_EMPTY, field);
    return false;
  }

  /** The submit-time format failures of a value its draft schema accepted (digits, date window). */
  format(schema: z.ZodType, value: unknown): void {
    for (const problem of formatProblems(schema, value)) {
      problem.path.reduce<Findings>((at, segment) => at.at(segment), this).fail(problem.message);
    }
  }

  /** The draft schema's complaints about a stored value (never the case for what a save stored). */
  shape(error: z.ZodError): void {
    for (const issue of error.issues) {
      const path = issue.path.reduce<string>(
        (joined, segment) => joinPath(joined, typeof segment === 'number' ? segment : String(segment)),
        this.path,
      );
      this.details.push(`${path} - ${issue.message}`);
    }
  }
}

/** Present: given and, for text, not blank (the web saves a cleared field as ""). */
export const isPresent = (value: unknown): boolean =>
  value !== null && value !== undefined && (typeof value !== 'string' || value.trim().length > 0);
