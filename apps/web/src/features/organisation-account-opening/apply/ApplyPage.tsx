import { useQuery } from '@tanstack/react-query';
import { reloadUserState, useSession } from '../../../shared/auth';
import { businessErrorDestination, paths } from '../../../shared/routing';
import {
  StepFlowPage,
  stepTitle,
  type StepDestination,
  type StepFlowBinding,
} from '../../../shared/step-flow';
import { submitApplication, toSubmitPayload, verifiedRegistrationNumber } from './application-api';
import { EMPTY_APPLICATION, applicationDraft, type Application } from './application';
import { APPLY_PAGES, applyFlow } from './flow';
import { applicationBusinessError } from './business-errors';
import type { SubmittedState } from './SubmittedPage';

function errorMessage(_error: unknown, during: 'save' | 'complete'): string {
  if (during === 'save') return 'Your answers could not be kept. Try again.';
  return 'Your application could not be sent. Check your answers and try again.';
}

/**
 * The application is sent as a new request; the user state is re-read, as a verified pair opens the account at
 * once. A number taken or unknown, or Companies House unavailable, goes to the business error page.
 */
async function send(answers: Application): Promise<StepDestination> {
  const payload = toSubmitPayload(answers);
  let requestId: string;
  try {
    ({ requestId } = await submitApplication(payload));
  } catch (error) {
    const businessError = applicationBusinessError(error);
    if (businessError) return businessErrorDestination(businessError);
    throw error;
  }
  await reloadUserState().catch(() => undefined);
  const state: SubmittedState = {
    requestId,
    name: payload.name,
    competentAuthority: payload.competentAuthority,
  };
  // The submitted page forgets the draft, once this page is no longer shown.
  return { to: APPLY_PAGES.submitted, state, replace: true };
}

/** Apply for an organisation account (web-screens §2.6), on the step-flow kit with its draft in the tab's session. */
export function ApplyPage() {
  const owner = useSession().userState?.userId ?? '';
  const draft = applicationDraft.useDraft(owner);
  // A regulator may have registered a verified number for this user's email: it pre-fills a new application.
  const verified = useQuery({
    queryKey: ['account-opening', 'verified-registration-number'],
    queryFn: verifiedRegistrationNumber,
    enabled: draft === null,
    staleTime: 0,
  });
  if (draft === null && verified.isPending) return null;

  const binding: StepFlowBinding<Application> = {
    basePath: paths.accounts.apply.start,
    answers: draft?.answers ?? { ...EMPTY_APPLICATION, verifiedRegistrationNumber: verified.data ?? null },
    status: draft?.status ?? 'NOT_STARTED',
    save: async (answers, status) => applicationDraft.write(owner, { answers, status }),
    complete: send,
    errorMessage,
    exit: { href: APPLY_PAGES.cancel, text: 'Cancel' },
  };
  return <StepFlowPage flow={applyFlow} binding={binding} />;
}

export const Component = ApplyPage;
export const title = (address: string) => stepTitle(applyFlow, address);
