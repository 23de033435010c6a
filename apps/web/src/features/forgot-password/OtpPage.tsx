import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { z } from 'zod';
import { FormErrorSummary, fieldId, pattern, requiredText } from '../../shared/forms';
import { Button, ErrorSummary, Panel } from '../../shared/govuk';
import { TextInput } from '../../shared/govuk/forms';
import { formMessage, resetPassword } from './api';
import { pendingReset } from './reset-state';
import { ApiError, errorCode } from '../../shared/api';
import { paths } from '../../shared/routing';

const schema = z.object({
  otp: requiredText('Enter the 6 digit code', pattern(/^\d{6}$/, 'The code must be 6 digits')),
});
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

/**
 * Why the reset failed, when it is not the code or the password: too many tries from this address (wait),
 * a link retired after too many failed tries (the server says so in TOKEN1001's message), or an expired one.
 */
export function failureMessage(error: unknown): string {
  const code = errorCode(error);
  if (code === 'TOO_MANY_REQUESTS')
    return 'You have tried to reset your password too many times. Wait 15 minutes, then try again.';
  if (code === 'TOKEN1001' && /too many times/i.test(errorMessage(error) ?? ''))
    return 'This reset link was tried too many times and no longer works.';
  if (code === 'TOKEN1001' || code === 'EMAIL1001') return 'Your reset link has expired or has been used.';
  return 'Your password could not be reset. Try again.';
}

function errorMessage(error: unknown): string | undefined {
  const body = error instanceof ApiError ? (error.body as { message?: unknown } | undefined) : undefined;
  return typeof body?.message === 'string' ? body.message : undefined;
}

export function OtpPage() {
  const pending = pendingReset.get();
  const reset = useMutation({ mutationFn: resetPassword, onSuccess: () => pendingReset.clear() });
  const { register, handleSubmit, formState, setError } = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { otp: '' },
    shouldFocusError: false,
  });

  if (reset.isSuccess) {
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <Panel title="Your password has been reset" />
          <p className="govuk-body">You have been signed out everywhere. Sign in with your new password.</p>
          <p className="govuk-body">
            <a className="govuk-link" href={paths.startLogin()}>
              Sign in
            </a>
          </p>
        </div>
      </div>
    );
  }
  if (!pending) return <Navigate to={paths.forgotPassword.start} replace />;

  const code = errorCode(reset.error);
  const onSubmit = handleSubmit((values) =>
    reset.mutate(
      { token: pending.token, password: pending.password, otp: values.otp ?? '' },
      {
        onError: (error) => {
          if (errorCode(error) === 'OTP1001') {
            setError('otp', { type: 'server', message: 'The code is not correct. Enter the code shown now' });
          }
        },
      },
    ),
  );
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {code === 'FORM1001' ? (
          <ErrorSummary
            errors={[
              {
                href: paths.forgotPassword.resetPassword(pending.token),
                text: formMessage(reset.error) ?? 'Choose a different password',
              },
            ]}
          />
        ) : (
          <FormErrorSummary errors={formState.errors} submitCount={formState.submitCount} />
        )}
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextInput
            id={fieldId('otp')}
            label="Enter the 6 digit code shown in your ESOS authenticator app"
            labelClassName="govuk-label--l"
            isPageHeading
            hint="The code changes every 30 seconds."
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            className="govuk-input--width-10"
            errorMessage={formState.errors.otp?.message}
            {...register('otp')}
          />
          {reset.isError && code !== 'OTP1001' && code !== 'FORM1001' ? (
            <p className="govuk-body" role="alert">
              {failureMessage(reset.error)}
              {code === 'TOKEN1001' || code === 'EMAIL1001' ? (
                <>
                  {' '}
                  <Link className="govuk-link" to={paths.forgotPassword.start}>
                    Ask for a new reset link
                  </Link>
                </>
              ) : null}
            </p>
          ) : null}
          <Button type="submit" disabled={reset.isPending}>
            Reset password
          </Button>
        </form>
        <p className="govuk-body">
          <Link className="govuk-link" to={paths.twoFactor.reset}>
            I do not have access to my authenticator app
          </Link>
        </p>
      </div>
    </div>
  );
}
