import { useQuery } from '@tanstack/react-query';
import { workflowQueryRoots } from '../../api';
import { NotificationBanner } from '../../govuk';
import { workflowDefinition } from '../lookups';
import type { TaskPageData } from '../types';
import { fetchRequestAction } from './task-api';
import { useMessages } from '../../i18n';
import { taskFrameMessages } from './messages.en';

/** The regulator's return the report is still answering: the newest RE_INITIATED not followed by a submit. */
export function pendingReturn(timeline: TaskPageData['timeline']): number | undefined {
  let returned: number | undefined;
  let submitted = -1;
  for (const entry of timeline) {
    if (entry.type.endsWith('_RE_INITIATED') && entry.id > (returned ?? -1)) returned = entry.id;
    if (entry.type.endsWith('_SUBMITTED')) submitted = Math.max(submitted, entry.id);
  }
  return returned !== undefined && returned > submitted ? returned : undefined;
}

/**
 * Above a report's task list once a regulator has returned it for changes: why, as the regulator wrote it
 * (a return through the API alone may have no reason; the banner still says the report came back).
 */
export function ReturnedForChanges({ data }: { data: TaskPageData }) {
  const t = useMessages(taskFrameMessages);
  const actionId = pendingReturn(data.timeline);
  const action = useQuery({
    queryKey: [workflowQueryRoots.requestAction, actionId],
    queryFn: () => fetchRequestAction(actionId ?? 0),
    enabled: actionId !== undefined,
  });
  if (actionId === undefined || action.isPending) return null;
  const noun = workflowDefinition(data.task.requestInfo.type)?.reInitiate?.noun ?? t('report');
  const payload = action.data?.payload as { reason?: unknown } | undefined;
  const reason = typeof payload?.reason === 'string' ? payload.reason : undefined;
  return (
    <NotificationBanner>
      <h3 className="govuk-notification-banner__heading">{t('returnedForChanges', { noun })}</h3>
      {reason ? (
        <>
          <p className="govuk-body govuk-!-margin-bottom-1">
            <strong>{t('reason')}</strong>
          </p>
          <p className="govuk-body" style={{ whiteSpace: 'pre-wrap' }}>
            {reason}
          </p>
        </>
      ) : null}
    </NotificationBanner>
  );
}
