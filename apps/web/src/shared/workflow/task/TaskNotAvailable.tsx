import { InsetText } from '../../govuk';
import { useMessages } from '../../i18n';
import { taskFrameMessages } from './messages.en';

/** What a task page shows while its workflow's forms are not built yet. */
export function TaskNotAvailable() {
  const t = useMessages(taskFrameMessages);
  return <InsetText>{t('notAvailable')}</InsetText>;
}

/** What a timeline event's page shows when its workflow has no view of the event's details. */
export function EventDetailsNotAvailable() {
  const t = useMessages(taskFrameMessages);
  return <p className="govuk-body">{t('detailsNotAvailable')}</p>;
}
