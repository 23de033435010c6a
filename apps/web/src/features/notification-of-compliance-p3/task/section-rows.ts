import type { SummaryListRow } from '../../../shared/govuk/forms';
import type { StepFlow } from '../../../shared/step-flow';
import type { NocSection, NocSectionKey } from '../noc/model';
import type { NocContext } from './NocSectionPage';
import { readOnlyRows } from './SectionSummary';

/** A section's saved answers as read-only rows, for views of the whole notification (the timeline's). */
export function sectionRows<K extends NocSectionKey>(
  key: K,
  flow: (context: NocContext) => StepFlow<NocSection<K>>,
): (context: NocContext) => SummaryListRow[] {
  return (context) => readOnlyRows(flow(context), (context.noc[key] ?? {}) as NocSection<K>);
}
