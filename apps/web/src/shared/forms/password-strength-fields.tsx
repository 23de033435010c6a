import { useWatch, type Control, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { fieldId } from './errors';
import { PasswordInput } from './PasswordInput';
import { PasswordStrength } from './PasswordStrength';
import {
  measureStrength,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  STRENGTH_MAX_INPUT,
} from './password-strength';

export const newPasswordMessages = {
  required: 'Enter a password',
  tooShort: `Password must be ${PASSWORD_MIN_LENGTH} characters or more`,
  tooLong: `Password must be ${STRENGTH_MAX_INPUT} characters or fewer`,
  tooWeak: 'Enter a stronger password. Avoid common words, names and patterns, or use a longer phrase',
  confirmRequired: 'Confirm your password',
  mismatch: 'Passwords must match',
} as const;

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
        context.addIssue({ code: 'custom', path: ['password'], message: newPasswordMessages.required });
      else if (password.length < PASSWORD_MIN_LENGTH)
        context.addIssue({ code: 'custom', path: ['password'], message: newPasswordMessages.tooShort });
      else if (password.length > STRENGTH_MAX_INPUT)
        context.addIssue({ code: 'custom', path: ['password'], message: newPasswordMessages.tooLong });
      else if (((await measureStrength(password, userInputs()))?.score ?? 0) < PASSWORD_MIN_SCORE)
        context.addIssue({ code: 'custom', path: ['password'], message: newPasswordMessages.tooWeak });
      else passwordOk = true;
      if (!confirmPassword)
        context.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: newPasswordMessages.confirmRequired,
        });
      else if (passwordOk && confirmPassword !== password)
        context.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: newPasswordMessages.mismatch,
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
  const password = useWatch({ control, name: 'password' as Path<T> }) as string | undefined;
  return (
    <>
      <PasswordInput
        id={fieldId('password')}
        label="Create a password"
        labelClassName="govuk-label--s"
        hint={`Your password must be at least ${PASSWORD_MIN_LENGTH} characters and hard to guess. A phrase of 3 or 4 unrelated words works well. Do not use your name or email address.`}
        autoComplete="new-password"
        errorMessage={errors.password?.message}
        formGroupClassName="govuk-!-margin-bottom-2"
        {...register('password' as Path<T>)}
      />
      <PasswordStrength id="password-strength" password={password ?? ''} userInputs={userInputs} />
      <PasswordInput
        id={fieldId('confirmPassword')}
        label="Confirm your password"
        labelClassName="govuk-label--s"
        autoComplete="new-password"
        errorMessage={errors.confirmPassword?.message}
        {...register('confirmPassword' as Path<T>)}
      />
    </>
  );
}
