import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../shared/api';
import { email, FormErrorSummary, fieldId, requiredText } from '../../shared/forms';
import { Button } from '../../shared/govuk';
import { TextInput } from '../../shared/govuk/forms';
import { sendResetPasswordEmail } from './api';

const schema = z.object({
  email: requiredText(
    'Enter your email address',
    email('Enter an email address in the correct format, like name@example.com'),
  ),
});
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

export function ForgotPasswordPage() {
  const send = useMutation({ mutationFn: sendResetPasswordEmail });
  const { register, handleSubmit, formState, getValues, reset } = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
    shouldFocusError: false,
  });

  if (send.isSuccess) {
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <h1 className="govuk-heading-l">Password reset email sent</h1>
          <p className="govuk-body">
            If <strong>{getValues('email')}</strong> has an account, we have sent it an email with a link to
            reset your password. The link works for 20 minutes.
          </p>
          <p className="govuk-body">If you cannot find the email, check your spam or junk folder.</p>
          <p className="govuk-body">
            <a
              className="govuk-link"
              href="/forgot-password"
              onClick={(event) => {
                event.preventDefault();
                send.reset();
                reset({ email: '' });
              }}
            >
              Send the email again
            </a>
          </p>
        </div>
      </div>
    );
  }

  const onSubmit = handleSubmit((values) => send.mutate(values.email ?? ''));
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <FormErrorSummary errors={formState.errors} submitCount={formState.submitCount} />
        <h1 className="govuk-heading-l">Reset your password</h1>
        <p className="govuk-body">
          Enter the email address you use to sign in. We will send you a link to reset your password.
        </p>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextInput
            id={fieldId('email')}
            label="Email address"
            type="email"
            autoComplete="email"
            spellCheck={false}
            errorMessage={formState.errors.email?.message}
            {...register('email')}
          />
          {send.isError ? (
            <p className="govuk-body" role="alert">
              {send.error instanceof ApiError && send.error.status === 429
                ? 'You have asked for too many emails. Wait 15 minutes, then try again.'
                : 'The email could not be sent. Try again.'}
            </p>
          ) : null}
          <Button type="submit" disabled={send.isPending}>
            Continue
          </Button>
        </form>
      </div>
    </div>
  );
}
