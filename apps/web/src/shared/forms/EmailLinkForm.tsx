import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../api';
import { Button } from '../govuk';
import { TextInput } from '../govuk/forms';
import { useMessages } from '../i18n';
import { textIn } from '../workflow/text';
import { fieldId } from './errors';
import { FormErrorSummary } from './FormErrorSummary';
import { formMessages } from './messages.en';
import { email, requiredText } from './validators';

const schema = z.object({
  email: requiredText(
    () => textIn(formMessages, 'emailRequired'),
    email(() => textIn(formMessages, 'emailFormat')),
  ),
});
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

export interface EmailLinkFormProps {
  /** The page heading. */
  title: string;
  /** What the link is for, shown under the heading. */
  intro: ReactNode;
  /** Asks the API to email the link; it answers the same whether or not the address is registered. */
  send: (email: string) => Promise<unknown>;
  /** The page shown once sent; `again` returns to an empty form. */
  sent: (email: string, again: () => void) => ReactNode;
}

/**
 * "Email me a link" (forgot password, lost authenticator app): one email address field, then a page
 * that says a link was sent if the address has an account, so nobody learns which addresses do.
 */
export function EmailLinkForm({ title, intro, send, sent }: EmailLinkFormProps) {
  const t = useMessages(formMessages);
  const mutation = useMutation({ mutationFn: send });
  const { register, handleSubmit, formState, getValues, reset } = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
    shouldFocusError: false,
  });

  if (mutation.isSuccess) {
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          {sent(getValues('email') ?? '', () => {
            mutation.reset();
            reset({ email: '' });
          })}
        </div>
      </div>
    );
  }

  const onSubmit = handleSubmit((values) => mutation.mutate(values.email ?? ''));
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <FormErrorSummary errors={formState.errors} submitCount={formState.submitCount} />
        <h1 className="govuk-heading-l">{title}</h1>
        {typeof intro === 'string' ? <p className="govuk-body">{intro}</p> : intro}
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextInput
            id={fieldId('email')}
            label={t('emailAddress')}
            type="email"
            autoComplete="email"
            spellCheck={false}
            errorMessage={formState.errors.email?.message}
            {...register('email')}
          />
          {mutation.isError ? (
            <p className="govuk-body" role="alert">
              {mutation.error instanceof ApiError && mutation.error.status === 429
                ? t('tooManyEmails')
                : t('emailNotSent')}
            </p>
          ) : null}
          <Button type="submit" disabled={mutation.isPending}>
            {t('continue')}
          </Button>
        </form>
      </div>
    </div>
  );
}
