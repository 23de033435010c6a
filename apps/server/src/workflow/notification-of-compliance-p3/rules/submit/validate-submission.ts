import type { z } from 'zod';
import { formatProblems } from '../../../reports/checked-at-submit';
import { nocSectionSchemas, type NocP3, type NocSectionKey } from '../../payload/noc';
import { determineCategory } from '../category';
import { normalise } from '../clean-up/normalise';
import { sectionRequirements } from '../section-requirements';
import { ConstraintChecker } from './constraint-checker';
import { checkReportingObligation } from './sections/reporting-obligation';
import { sectionChecks, submitOrder, type SubmissionContext } from './section-checks';
import { nocViolation, type NocViolation } from './violations';

/**
 * Checks a whole notification for submission, as the reference's NocP3ValidatorService: the category
 * from the reporting obligation, then the thirteen section validators in order; each section that the
 * category needs but is missing, or that it rules out but is there, is "Invalid section"; otherwise its
 * bean constraints give one "Invalid section data" listing every failure, followed by its cross checks.
 * Returns NOC1001's list (empty when the notification may be submitted). Never throws on bad input;
 * only a Companies House failure other than "not found" is thrown.
 *
 * Unlike the reference (a FORM1002 before any section is checked), a bad reporting obligation is a
 * NOC1001 entry of its own; the other sections cannot be judged without a category (ADR 0014).
 */
export async function validateSubmission(noc: unknown, context: SubmissionContext): Promise<NocViolation[]> {
  const notification: Record<string, unknown> = isRecord(noc) ? noc : {};
  const obligation = parseSection('reportingObligation', notification.reportingObligation, (check, section) =>
    checkReportingObligation(check, section),
  );
  if (!obligation.ok || obligation.violations.length > 0) return obligation.violations;
  const category = determineCategory(obligation.section);
  const requirements = sectionRequirements(obligation.section, context.sections);
  if (!category || !requirements) return [nocViolation('reportingObligation', 'INVALID_SECTION_DATA')];

  const parsed: NocP3 = { reportingObligation: obligation.section };
  const results = new Map<NocSectionKey, ReturnType<typeof parseSection>>();
  for (const key of submitOrder) {
    const result = parseSection(key, notification[key], (check, section) =>
      sectionChecks[key].constraints(check, section as never, context),
    );
    results.set(key, result);
    if (result.ok) Object.assign(parsed, { [key]: result.section });
  }

  const violations: NocViolation[] = [];
  for (const key of submitOrder) {
    const present = notification[key] !== null && notification[key] !== undefined;
    // The reference reads an undecided category E section (no distribution) as not applicable.
    const mandatory = requirements[key] === 'MANDATORY';
    if (!mandatory && !present) continue;
    if (mandatory !== present) {
      violations.push(nocViolation(key, 'INVALID_SECTION'));
      continue;
    }
    const result = results.get(key);
    if (!result?.ok) {
      violations.push(...(result?.violations ?? []));
      continue;
    }
    violations.push(...result.violations);
    const crossChecks = sectionChecks[key].crossChecks;
    if (crossChecks)
      violations.push(...(await crossChecks(result.section as never, parsed, category, context)));
  }
  return violations;
}

type ParsedSection<Section> =
  { ok: true; section: Section; violations: NocViolation[] } | { ok: false; violations: NocViolation[] };

/**
 * A section's draft shape, then the formats a save lets through (digits, decimal places, registration
 * numbers) and its bean constraints. A section whose shape is wrong (never the case for stored drafts)
 * reports its shape errors and is not checked further.
 */
function parseSection<Key extends NocSectionKey>(
  key: Key,
  value: unknown,
  constraints: (check: ConstraintChecker, section: z.infer<(typeof nocSectionSchemas)[Key]>) => void,
): ParsedSection<z.infer<(typeof nocSectionSchemas)[Key]>> {
  if (value === null || value === undefined)
    return { ok: false, violations: [nocViolation(key, 'INVALID_SECTION')] };
  const shape = nocSectionSchemas[key].safeParse(value);
  if (!shape.success) {
    const details = shape.error.issues.map((issue) => `${issuePath(issue.path)} - ${issue.message}`);
    return { ok: false, violations: [nocViolation(key, 'INVALID_SECTION_DATA', details)] };
  }
  const section = normalise(shape.data) as z.infer<(typeof nocSectionSchemas)[Key]>;
  const check = new ConstraintChecker();
  for (const problem of formatProblems(nocSectionSchemas[key], shape.data)) {
    problem.path.reduce<ConstraintChecker>((at, segment) => at.at(segment), check).add('', problem.message);
  }
  constraints(check, section);
  const violations =
    check.violations.length > 0 ? [nocViolation(key, 'INVALID_SECTION_DATA', [...check.violations])] : [];
  return { ok: true, section, violations };
}

function issuePath(path: PropertyKey[]): string {
  return path
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`,
    )
    .join('');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
