import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../shared/api';
import { email, FormErrorSummary, fieldId, requiredText } from '../../shared/forms';
import { Button } from '../../shared/govuk';
import { TextInput } from '../../shared/govuk/forms';
import { requestReset2fa } from './api';

const schema = z.object({
  email: requiredText(
    'Enter your email address',
    email('Enter an email address in the correct format, like name@example.com'),
  ),
});
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

/** Lost authenticator: e-mails a link that removes it (valid for 5 minutes, as the link's token says). */
export function Reset2faPage() {
  const send = useMutation({ mutationFn: requestReset2fa });
  const { register, handleSubmit, formState, getValues } = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
    shouldFocusError: false,
  });
  if (send.isSuccess) {
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <h1 className="govuk-heading-l">Check your email</h1>
          <p className="govuk-body">
            If <strong>{getValues('email')}</strong> has an account, we have sent it an email with a link to
            remove your authenticator app. The link works for 5 minutes.
          </p>
          <p className="govuk-body">After you use the link, sign in to set up a new authenticator app.</p>
        </div>
      </div>
    );
  }
  const onSubmit = handleSubmit((values) => send.mutate(values.email ?? ''));
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <FormErrorSummary errors={formState.errors} submitCount={formState.submitCount} />
        <h1 className="govuk-heading-l">Reset your authenticator app</h1>
        <p className="govuk-body">
          If you cannot use your authenticator app, we can email you a link to remove it. You will then set up
          a new one when you sign in.
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
