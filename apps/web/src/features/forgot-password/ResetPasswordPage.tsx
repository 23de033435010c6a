import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import {
  FormErrorSummary,
  NewPasswordFields,
  newPasswordSchema,
  type NewPasswordValues,
} from '../../shared/forms';
import { Button } from '../../shared/govuk';
import { verifyResetToken } from './api';
import { pendingReset } from './reset-state';
import { errorCode } from '../../shared/api';
import { pageNotFound, paths } from '../../shared/routing';

function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const { control, register, handleSubmit, formState } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema(() => [email, ...email.split(/[@.]/)])),
    defaultValues: { password: '', confirmPassword: '' },
    shouldFocusError: false,
  });
  const onSubmit = handleSubmit((values) => {
    pendingReset.set({ token, email, password: values.password });
    void navigate(paths.forgotPassword.otp);
  });
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <FormErrorSummary errors={formState.errors} submitCount={formState.submitCount} />
        <h1 className="govuk-heading-l">Create a new password</h1>
        <p className="govuk-body">
          You are resetting the password for <strong>{email}</strong>.
        </p>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <NewPasswordFields
            control={control}
            register={register}
            errors={formState.errors}
            userInputs={[email, ...email.split(/[@.]/)]}
          />
          <Button type="submit" disabled={formState.isSubmitting}>
            Continue
          </Button>
        </form>
      </div>
    </div>
  );
}

/** The emailed link: the token is checked first (expired → invalid-link, anything else → 404). */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const verification = useQuery({
    queryKey: ['forgot-password', 'token', token],
    queryFn: () => verifyResetToken(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  if (!token) throw pageNotFound();
  if (verification.isError) {
    if (errorCode(verification.error) === 'EMAIL1001')
      return <Navigate to={paths.forgotPassword.invalidLink} replace />;
    throw pageNotFound();
  }
  if (!verification.data) return <p className="govuk-body">Checking your link…</p>;
  return <NewPasswordForm token={token} email={verification.data} />;
}
