export { fieldId, fieldMessages, inPageOrder } from './errors';
export type { FieldMessage } from './errors';
export { FormErrorSummary } from './FormErrorSummary';
export type { FormErrorSummaryProps } from './FormErrorSummary';
export { useFormErrorTitle } from './useFormErrorTitle';
export { useLeaveWarning } from './useLeaveWarning';
export {
  MAX_INTEGER,
  decimalPlaces,
  email,
  integer,
  max,
  maxDecimalPlaces,
  maxDigits,
  maxIntegerPlaces,
  maxLength,
  min,
  minLength,
  naturalNumber,
  normaliseText,
  numerical,
  pattern,
  ukPostcode,
  positiveNumber,
  required,
  requiredChoice,
  requiredText,
  requiredTrue,
  resolveText,
  text,
} from './validators';
export type { LazyText, TextRule } from './validators';
export { PasswordStrength } from './PasswordStrength';
export type { PasswordStrengthProps } from './PasswordStrength';
export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  STRENGTH_MAX_INPUT,
  measureStrength,
} from './password-strength';
export { NewPasswordFields, newPasswordSchema } from './password-strength-fields';
export type { NewPasswordValues } from './password-strength-fields';
export { EmailLinkForm } from './EmailLinkForm';
export type { EmailLinkFormProps } from './EmailLinkForm';
export { PasswordInput } from './PasswordInput';
export type { PasswordInputProps } from './PasswordInput';
export { PersonFields } from './PersonFields';
export { RadiosField } from './RadiosField';
export type { RadiosFieldProps } from './RadiosField';
export type { PersonFieldsProps } from './PersonFields';
