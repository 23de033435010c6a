import { useLocation, useParams } from 'react-router';
import { paths } from '../../shared/routing';

/** `workflows` or `phases`, whichever the page was reached by, so links stay on the same path. */
export function useWorkflowBase() {
  const { accountId = '', requestId = '' } = useParams();
  const section = useLocation().pathname.split('/').includes('phases') ? 'phases' : 'workflows';
  return { requestId, basePath: paths.account.workflow(accountId, requestId, section) };
}
