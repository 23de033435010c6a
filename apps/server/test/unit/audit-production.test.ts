import { describe, expect, it } from 'vitest';
import { isAuditReport, unacceptedAdvisories } from '../../../../scripts/audit-production.mjs';

const advisory = (severity: string, url: string) => ({
  source: 1,
  severity,
  url,
  title: `a ${severity} bug`,
});
const report = {
  vulnerabilities: {
    'some-lib': { via: [advisory('high', 'https://github.com/advisories/GHSA-high')] },
    'other-lib': { via: [advisory('critical', 'https://github.com/advisories/GHSA-crit'), 'some-lib'] },
    'minor-lib': { via: [advisory('moderate', 'https://github.com/advisories/GHSA-mod')] },
  },
};

describe('the production dependency audit (scripts/audit-production.mjs)', () => {
  it('fails on every high or critical advisory, not on moderate ones', () => {
    expect(unacceptedAdvisories(report, [])).toEqual([
      'high: some-lib (a high bug) https://github.com/advisories/GHSA-high',
      'critical: other-lib (a critical bug) https://github.com/advisories/GHSA-crit',
    ]);
  });

  it('lets through an advisory accepted with a reason', () => {
    const accepted = [
      { advisory: 'https://github.com/advisories/GHSA-high', reason: 'not reachable from our code' },
    ];
    expect(unacceptedAdvisories(report, accepted)).toHaveLength(1);
  });

  it('tells a report from the answer of an audit service that could not be reached', () => {
    expect(isAuditReport(report)).toBe(true);
    expect(isAuditReport({ message: 'audit endpoint returned an error', error: { summary: '' } })).toBe(
      false,
    );
    expect(isAuditReport(undefined)).toBe(false);
  });
});
