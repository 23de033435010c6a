import fc from 'fast-check';
import type { NocAnswers, ReportingObligation } from '../src';

const share = fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined });

/** Any distribution, including the missing shares a draft may have. */
export const distribution = fc.record(
  {
    iso50001Pct: share,
    displayEnergyCertificatePct: share,
    greenDealAssessmentPct: share,
    energyAuditsPct: share,
  },
  { requiredKeys: [] },
);

/** Any reporting obligation a draft may hold, finished or not. */
export const obligation: fc.Arbitrary<ReportingObligation> = fc.record(
  {
    qualificationType: fc.constantFrom('QUALIFY' as const, 'NOT_QUALIFY' as const, null),
    reportingObligationDetails: fc.option(
      fc.record(
        {
          energyResponsibilityType: fc.constantFrom(
            'RESPONSIBLE' as const,
            'NOT_RESPONSIBLE' as const,
            'RESPONSIBLE_BUT_LESS_THAN_40000_KWH' as const,
            null,
          ),
          complianceRouteDistribution: fc.option(distribution),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  { requiredKeys: [] },
);

/** A notification's answers the category rules read. */
export const nocAnswers: fc.Arbitrary<NocAnswers> = fc.record({
  reportingObligation: obligation,
  leadAssessor: fc.option(
    fc.record({ leadAssessorType: fc.constantFrom('INTERNAL' as const, 'EXTERNAL' as const, null) }),
  ),
});
