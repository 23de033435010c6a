import type { ComponentType } from 'react';
import { SummaryList } from '../../../shared/govuk/forms';
import type { ActionPayload, TimelineViewProps } from '../../../shared/workflow';
import {
  EventDetailsNotAvailable,
  PrintHeader,
  PrintReportButton,
  printHeaderText,
} from '../../../shared/workflow/task';
import { isSectionShown, type NocSectionKey } from '../noc/model';
import { NOC_SECTION_PAGES, type NocSectionModule } from '../sections/pages';
import { NOC_SECTIONS } from '../sections/registry';
import type { NocContext } from '../task/NocSectionPage';

/** The title the browser offers as the PDF's file name (reporting-inventory §4.6). */
export const PRINT_TITLE = 'Phase 3 notification of compliance';

const NOC_EVENT_PAYLOADS = new Set([
  'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED_PAYLOAD',
  'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SENT_TO_EDIT_PAYLOAD',
  'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_RETURNED_TO_SUBMIT_PAYLOAD',
]);

type NocEventPayload = Extract<ActionPayload, { noc?: unknown; nocAttachments: unknown }>;

function nocEventPayload(payload: ActionPayload | undefined): NocEventPayload | undefined {
  return payload && NOC_EVENT_PAYLOADS.has(payload.payloadType) ? (payload as NocEventPayload) : undefined;
}

/**
 * A notification as it was sent (submitted, sent for review or returned): every section its category shows
 * and that has answers, read-only and in the task list's order. A submitted one can be printed or saved as
 * a PDF.
 */
function NocEvent({
  action,
  sections,
}: TimelineViewProps & { sections: Map<NocSectionKey, NocSectionModule> }) {
  const payload = nocEventPayload(action.payload);
  if (!payload?.noc) return <EventDetailsNotAvailable />;
  const context: NocContext = {
    noc: payload.noc,
    ...(payload.accountOriginatedData ? { accountOriginatedData: payload.accountOriginatedData } : {}),
  };
  const shown = NOC_SECTIONS.filter(
    ({ key }) => context.noc[key] != null && isSectionShown(key, context.noc.reportingObligation),
  );
  const submitted = action.type === 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED';
  const accountName = payload.accountOriginatedData?.organisationDetails?.name;
  return (
    <>
      {submitted ? <PrintHeader text={printHeaderText(action, PRINT_TITLE, accountName)} /> : null}
      <p className="govuk-body">
        {PRINT_TITLE} {action.requestId}
        {action.submitter ? `, sent by ${action.submitter}` : ''}
      </p>
      {submitted ? <PrintReportButton label="Download PDF of submitted NOC" title={PRINT_TITLE} /> : null}
      {shown.map((section) => {
        const rows = sections.get(section.key)?.rows(context) ?? [];
        return (
          <section key={section.key} className="app-print-section" aria-labelledby={`noc-${section.path}`}>
            <h2 className="govuk-heading-m" id={`noc-${section.path}`}>
              {section.title}
            </h2>
            {rows.length > 0 ? (
              <SummaryList rows={rows} />
            ) : (
              <p className="govuk-body">No answers were given in this section.</p>
            )}
          </section>
        );
      })}
    </>
  );
}

/** The view with every section's pages loaded first, so the whole notification renders at once. */
export async function loadNocEvent(): Promise<ComponentType<TimelineViewProps>> {
  const entries = await Promise.all(
    Object.entries(NOC_SECTION_PAGES).map(
      async ([key, load]) => [key as NocSectionKey, await load()] as const,
    ),
  );
  const sections = new Map(entries);
  return function NocEventView(props: TimelineViewProps) {
    return <NocEvent {...props} sections={sections} />;
  };
}
