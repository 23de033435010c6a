import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextInput } from '../govuk/forms';
import { useMessages } from '../i18n';
import { fieldId } from './errors';
import { formMessages } from './messages.en';

type Message = { message?: string } | undefined;

export interface PersonFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  errors: { firstName?: Message; lastName?: Message; email?: Message };
  /** Fields shown between the names and the email address, e.g. a job title. */
  children?: ReactNode;
  emailHint?: ReactNode;
  /** An invited person's address cannot be changed once the invitation exists. */
  emailReadOnly?: boolean;
}

/**
 * First name, last name and email address of someone else (an invitee or a colleague), shared by the
 * forms that invite operator and regulator users. Not filled from the browser: they are not the user's.
 */
export function PersonFields<
  T extends FieldValues & { firstName: unknown; lastName: unknown; email: unknown },
>({ register, errors, children, emailHint, emailReadOnly }: PersonFieldsProps<T>) {
  const t = useMessages(formMessages);
  return (
    <>
      <TextInput
        id={fieldId('firstName')}
        label={t('firstName')}
        errorMessage={errors.firstName?.message}
        {...register('firstName' as Path<T>)}
      />
      <TextInput
        id={fieldId('lastName')}
        label={t('lastName')}
        errorMessage={errors.lastName?.message}
        {...register('lastName' as Path<T>)}
      />
      {children}
      <TextInput
        id={fieldId('email')}
        label={t('emailAddress')}
        hint={emailHint}
        type="email"
        spellCheck={false}
        autoComplete="off"
        readOnly={emailReadOnly}
        errorMessage={errors.email?.message}
        {...register('email' as Path<T>)}
      />
    </>
  );
}
