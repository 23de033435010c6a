import { useWatch, type Control, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { useMessages } from '../i18n';
import { textIn } from '../workflow/text';
import { formMessages, type FormMessages } from './messages.en';
import { fieldId } from './errors';
import { PasswordInput } from './PasswordInput';
import { PasswordStrength } from './PasswordStrength';
import {
  measureStrength,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  STRENGTH_MAX_INPUT,
} from './password-strength';

/** A message in the page's language when the password is checked. */
const say = (key: keyof FormMessages) => textIn(formMessages, key, { count: messageCount[key] ?? 0 });
const messageCount: Partial<Record<keyof FormMessages, number>> = {
  passwordTooShort: PASSWORD_MIN_LENGTH,
  passwordTooLong: STRENGTH_MAX_INPUT,
};

/**
 * New password and its confirmation, with the service's rules (12 characters, strength score 3 or more).
 * The strength check is asynchronous (zxcvbn loads on demand); zodResolver runs it at submit.
 */
export function newPasswordSchema(userInputs: () => string[] = () => []) {
  return z
    .object({ password: z.string(), confirmPassword: z.string() })
    .superRefine(async ({ password, confirmPassword }, context) => {
      let passwordOk = false;
      if (!password)
        context.addIssue({ code: 'custom', path: ['password'], message: say('passwordRequired') });
      else if (password.length < PASSWORD_MIN_LENGTH)
        context.addIssue({ code: 'custom', path: ['password'], message: say('passwordTooShort') });
      else if (password.length > STRENGTH_MAX_INPUT)
        context.addIssue({ code: 'custom', path: ['password'], message: say('passwordTooLong') });
      else if (((await measureStrength(password, userInputs()))?.score ?? 0) < PASSWORD_MIN_SCORE)
        context.addIssue({ code: 'custom', path: ['password'], message: say('passwordTooWeak') });
      else passwordOk = true;
      if (!confirmPassword)
        context.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: say('confirmRequired'),
        });
      else if (passwordOk && confirmPassword !== password)
        context.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: say('passwordMismatch'),
        });
    });
}

export type NewPasswordValues = { password: string; confirmPassword: string };

/** The two fields and the meter between them; the meter is a polite live region, so changes are announced. */
export function NewPasswordFields<T extends FieldValues & NewPasswordValues>({
  control,
  register,
  errors,
  userInputs,
}: {
  control: Control<T>;
  register: UseFormRegister<T>;
  errors: { password?: { message?: string }; confirmPassword?: { message?: string } };
  userInputs?: string[];
}) {
  const t = useMessages(formMessages);
  const password = useWatch({ control, name: 'password' as Path<T> }) as string | undefined;
  return (
    <>
      <PasswordInput
        id={fieldId('password')}
        label={t('createPassword')}
        labelClassName="govuk-label--s"
        hint={t('createPasswordHint', { count: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        errorMessage={errors.password?.message}
        formGroupClassName="govuk-!-margin-bottom-2"
        {...register('password' as Path<T>)}
      />
      <PasswordStrength id="password-strength" password={password ?? ''} userInputs={userInputs} />
      <PasswordInput
        id={fieldId('confirmPassword')}
        label={t('confirmPassword')}
        labelClassName="govuk-label--s"
        autoComplete="new-password"
        errorMessage={errors.confirmPassword?.message}
        {...register('confirmPassword' as Path<T>)}
      />
    </>
  );
}
