import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router';
import { api, ApiError } from '../../shared/api';
import {
  FormErrorSummary,
  NewPasswordFields,
  newPasswordSchema,
  type NewPasswordValues,
} from '../../shared/forms';
import { Button, ErrorSummary, Panel } from '../../shared/govuk';
import { paths } from '../../shared/routing';

function errorOf(error: unknown): { code?: string; message?: string } {
  if (!(error instanceof ApiError)) return {};
  const body = error.body as { code?: string; data?: { message?: string }[] } | undefined;
  return { code: body?.code, message: body?.data?.[0]?.message };
}

async function acceptInvitation(token: string): Promise<string> {
  const { data, error, response } = await api.POST('/v1.0/verifier-users/registration/accept-invitation', {
    body: { token },
  });
  if (!response.ok || !data) throw new ApiError(response.status, error);
  return data.email ?? '';
}

async function enable(body: { invitationToken: string; password: string }): Promise<void> {
  const { error, response } = await api.PUT('/v1.0/verifier-users/registration/enable-from-invitation', {
    body,
  });
  if (!response.ok) throw new ApiError(response.status, error);
}

function ActivateForm({ token, email }: { token: string; email: string }) {
  const activate = useMutation({ mutationFn: enable });
  const userInputs = [email, ...email.split(/[@.]/)];
  const { control, register, handleSubmit, formState } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema(() => userInputs)),
    defaultValues: { password: '', confirmPassword: '' },
    shouldFocusError: false,
  });
  if (activate.isSuccess) {
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <Panel title="Your account has been activated" />
          <p className="govuk-body">
            Sign in with your new password. You will then set up your authenticator app.
          </p>
          <p className="govuk-body">
            <a className="govuk-link" href={paths.startLogin()}>
              Sign in
            </a>
          </p>
        </div>
      </div>
    );
  }
  const failure = activate.isError ? errorOf(activate.error) : undefined;
  const onSubmit = handleSubmit((values) =>
    activate.mutate({ invitationToken: token, password: values.password }),
  );
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {failure ? (
          <ErrorSummary
            errors={[
              {
                href: '#l.password',
                text:
                  failure.code === 'FORM1001'
                    ? (failure.message ?? 'Choose a different password')
                    : 'Your invitation has expired or has been used. Ask for a new invitation.',
              },
            ]}
          />
        ) : (
          <FormErrorSummary errors={formState.errors} submitCount={formState.submitCount} />
        )}
        <h1 className="govuk-heading-l">Activate your account</h1>
        <p className="govuk-body govuk-!-text-break-word">
          Create a password for <strong>{email}</strong>.
        </p>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <NewPasswordFields
            control={control}
            register={register}
            errors={formState.errors}
            userInputs={userInputs}
          />
          <Button type="submit" disabled={activate.isPending || formState.isSubmitting}>
            Activate account
          </Button>
        </form>
      </div>
    </div>
  );
}

/** Legacy verifier invitation: the token names a PENDING verifier authority; the invitee sets a password. */
export function VerifierInvitationPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const invitation = useQuery({
    queryKey: ['verifier-invitation', token],
    queryFn: () => acceptInvitation(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  if (!token) return <Navigate to={paths.notFound} replace />;
  if (invitation.isError) {
    const expired = errorOf(invitation.error).code === 'EMAIL1001';
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <h1 className="govuk-heading-l">
            {expired ? 'This invitation has expired' : 'This invitation is not valid'}
          </h1>
          <p className="govuk-body">
            {expired
              ? 'Invitations work for a limited time. Ask the person who invited you to send a new one.'
              : 'The link may have been used already or copied incorrectly. Ask the person who invited you to send a new one.'}
          </p>
          {/* A used link most often means the account is already active: offer the way in. */}
          <p className="govuk-body">
            If you have already activated your account,{' '}
            <a className="govuk-link" href={paths.startLogin()}>
              sign in
            </a>
            .
          </p>
        </div>
      </div>
    );
  }
  if (invitation.data === undefined) return <p className="govuk-body">Checking your invitation…</p>;
  return <ActivateForm token={token} email={invitation.data} />;
}
