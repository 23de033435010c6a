import { useLoaderData } from 'react-router';
import type { RequestAction } from '../types';
import { RequestActionView } from './RequestActionView';

/** `/tasks/:taskId/timeline/:actionId` (and later the workflow timeline): data from requestActionLoader. */
export function TimelineActionPage() {
  const action = useLoaderData<RequestAction>();
  return <RequestActionView action={action} />;
}
