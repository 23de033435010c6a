import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormErrorSummary, fieldId, pattern, requiredText } from '../../shared/forms';
import { Button } from '../../shared/govuk';
import { TextInput } from '../../shared/govuk/forms';
import { requestChange2fa } from './api';
import { errorCode } from '../../shared/api';

const schema = z.object({
  code: requiredText('Enter the 6 digit code', pattern(/^\d{6}$/, 'The code must be 6 digits')),
});
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

/** Signed in: prove the current authenticator, then get an emailed link that removes it. */
export function Change2faPage() {
  const send = useMutation({ mutationFn: requestChange2fa });
  const { register, handleSubmit, formState, setError } = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
    shouldFocusError: false,
  });
  if (send.isSuccess) {
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <h1 className="govuk-heading-l">Check your email</h1>
          <p className="govuk-body">
            We have sent you an email with a link to remove your authenticator app. The link works for 5
            minutes.
          </p>
        </div>
      </div>
    );
  }
  const onSubmit = handleSubmit((values) =>
    send.mutate(values.code ?? '', {
      onError: (error) => {
        if (errorCode(error) === 'OTP1001')
          setError('code', { type: 'server', message: 'The code is not correct. Enter the code shown now' });
      },
    }),
  );
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <FormErrorSummary errors={formState.errors} submitCount={formState.submitCount} />
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextInput
            id={fieldId('code')}
            label="Change your authenticator app"
            labelClassName="govuk-label--l"
            isPageHeading
            hint="Enter the 6 digit code shown in your current authenticator app. We will email you a link to remove it."
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            className="govuk-input--width-10"
            errorMessage={formState.errors.code?.message}
            {...register('code')}
          />
          {send.isError && errorCode(send.error) !== 'OTP1001' ? (
            <p className="govuk-body" role="alert">
              Your request could not be sent. Try again.
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
