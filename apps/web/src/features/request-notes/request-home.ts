import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { api, unwrap } from '../../shared/api';
import { workflowsLoaded } from '../../shared/workflow';
import { workflowHref } from '../../shared/workflow/task/task-memory';

/**
 * `/requests/:requestId` (where a note page returns when it was opened directly): the request's own page, its
 * timeline and notes below the account it is on. A request the user may not see is not found.
 */
export async function requestHomeLoader({ params }: LoaderFunctionArgs): Promise<never> {
  const requestId = params.requestId ?? '';
  let details;
  try {
    details = await unwrap(api.GET('/v1.0/requests/{id}', { params: { path: { id: requestId } } }));
  } catch {
    throw data(null, { status: 404 });
  }
  if (details.accountId === undefined) throw data(null, { status: 404 });
  const { accountId, id, requestType } = details;
  // The tab the request is listed under is its definition's, loaded by the signed-in layout's loader, which
  // runs beside this one.
  await workflowsLoaded();
  throw redirect(`${workflowHref({ accountId, requestId: id, requestType })}#notes`);
}
