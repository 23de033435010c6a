import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { workflowQueryRoots } from '../../api';
import { formatDateTime } from '../date-time';
import { timelineHasDetails, timelineLabel } from '../lookups';
import type { TimelineEntry } from '../types';
import { fetchRequestAction } from './task-api';
import { useMessages } from '../../i18n';
import { taskFrameMessages } from './messages.en';

export interface TimelineProps {
  entries: TimelineEntry[];
  /** The details page of an entry, e.g. `/tasks/1/timeline/5`. */
  detailsHref: (entry: TimelineEntry) => string;
}

function newestFirst(a: TimelineEntry, b: TimelineEntry): number {
  const byDate = Date.parse(b.creationDate ?? '') - Date.parse(a.creationDate ?? '');
  return Number.isNaN(byDate) || byDate === 0 ? b.id - a.id : byDate;
}

/**
 * A regulator's return for changes keeps its reason in the event's payload, which the timeline's list does not
 * carry: read it (as the operator's banner does, from the same cache) and show it under the entry (issue 39).
 */
function ReturnReason({ actionId }: { actionId: number }) {
  const t = useMessages(taskFrameMessages);
  const action = useQuery({
    queryKey: [workflowQueryRoots.requestAction, actionId],
    queryFn: () => fetchRequestAction(actionId),
  });
  const payload = action.data?.payload as { reason?: unknown } | undefined;
  const reason = typeof payload?.reason === 'string' ? payload.reason.trim() : '';
  if (!reason) return null;
  return (
    <p className="govuk-body govuk-!-margin-bottom-1" style={{ whiteSpace: 'pre-wrap' }}>
      <strong>{t('reasonColon')}</strong> {reason}
    </p>
  );
}

/** The workflow's events, newest first: '<label> by <submitter>', date and time, 'View details'. */
export function Timeline({ entries, detailsHref }: TimelineProps) {
  const t = useMessages(taskFrameMessages);
  const sorted = [...entries].sort(newestFirst);
  return (
    <section aria-labelledby="timeline-heading" className="govuk-!-margin-top-8">
      <h2 className="govuk-heading-m" id="timeline-heading">
        {t('timeline')}
      </h2>
      {sorted.length === 0 ? (
        <p className="govuk-body">{t('noTimelineEvents')}</p>
      ) : (
        <ol className="govuk-list">
          {sorted.map((entry) => {
            const label = timelineLabel(entry.type);
            const title = entry.submitter ? t('eventBy', { label, submitter: entry.submitter }) : label;
            return (
              <li key={entry.id} className="govuk-!-margin-bottom-6">
                <h3 className="govuk-heading-s govuk-!-margin-bottom-1">{title}</h3>
                <p className="govuk-body-s govuk-!-margin-bottom-1">
                  {entry.creationDate ? (
                    <time dateTime={entry.creationDate}>{formatDateTime(entry.creationDate)}</time>
                  ) : null}
                </p>
                {entry.type.endsWith('_RE_INITIATED') ? <ReturnReason actionId={entry.id} /> : null}
                {timelineHasDetails(entry.type) ? (
                  <Link className="govuk-link" to={detailsHref(entry)}>
                    {t('viewDetails')}
                    <span className="govuk-visually-hidden">: {title}</span>
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
