import { asksForEnergyAudits } from '@esos/reporting-rules';
import type { StepFlow } from '../../../../shared/step-flow';
import { categoryOf, type Noc } from '../../noc/model';
import type { NocContext } from '../../task/NocSectionPage';
import { auditPages } from './audits';
import { disclosurePages } from './disclosure';
import {
  estimatesPage,
  estimationMethodsPage,
  twelveMonthsPage,
  type ComplianceRouteAnswers,
} from './estimates';
import { profilingPages } from './profiling';

export type { ComplianceRouteAnswers } from './estimates';

/**
 * Whether the notification asks the full set (task-forms §1.2): categories A and C, and E when some energy
 * is audited; B, F and E without audits skip the twelve months, profiling and audits.
 */
export function asksFullRoute(noc: Noc): boolean {
  const category = categoryOf(noc.reportingObligation);
  return category !== undefined && asksForEnergyAudits(category, noc);
}

/** The section's pages in the reference's order (reporting-inventory §4.1). */
export function complianceRouteFlow({ noc }: NocContext): StepFlow<ComplianceRouteAnswers> {
  const full = asksFullRoute(noc);
  const fullRoute = () => full;
  return {
    caption: 'Compliance route',
    continueText: 'Save and continue',
    pages: [
      estimatesPage,
      twelveMonthsPage(fullRoute),
      estimationMethodsPage,
      ...profilingPages(fullRoute),
      ...auditPages(fullRoute),
      ...disclosurePages,
    ],
    checkAnswers: { confirmText: 'Confirm and continue' },
  };
}
