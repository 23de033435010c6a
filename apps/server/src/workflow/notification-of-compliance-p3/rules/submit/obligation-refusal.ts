import { sectionClassNames, type NocViolation } from './violations';

/** The reference's method whose validated parameter is the reporting obligation: its property paths start here. */
const PARAMETER = 'determineReportingObligationCategory.reportingObligation';

export interface ObligationRefusal {
  /** FORM1002 when there is no reporting obligation (a parameter constraint), FORM1001 otherwise. */
  code: 'FORM1001' | 'FORM1002';
  problems: { fieldName: string; message: string }[];
}

/**
 * The reference judges the reporting obligation before any section, as the validated parameter of the
 * service that finds the category: a missing obligation is FORM1002, a bad one FORM1001 naming each
 * failure by the parameter's property path (ADR 0014). `validateSubmission` lists such problems as the
 * obligation's entries alone; this says how the submit answers them, or undefined when it lists none.
 */
export function obligationRefusal(violations: readonly NocViolation[]): ObligationRefusal | undefined {
  const obligationClass = sectionClassNames.reportingObligation;
  if (violations.length === 0 || violations.some((entry) => entry.sectionName !== obligationClass)) {
    return undefined;
  }
  const details = violations.flatMap((entry) =>
    entry.data[0].length > 0 ? entry.data[0].map(String) : [` - ${entry.message}`],
  );
  if (details.length === 1 && details[0] === ' - Invalid section') {
    return { code: 'FORM1002', problems: [{ fieldName: PARAMETER, message: 'must not be null' }] };
  }
  return {
    code: 'FORM1001',
    problems: details.map((detail) => {
      const split = detail.indexOf(' - ');
      const path = split < 0 ? '' : detail.slice(0, split);
      const message = split < 0 ? detail : detail.slice(split + 3);
      return { fieldName: path ? `${PARAMETER}.${path}` : PARAMETER, message };
    }),
  };
}
