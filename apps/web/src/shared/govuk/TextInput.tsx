import { ErrorMessage } from './ErrorMessage';
import { classNames, describedBy, useDisabled } from './form-field';
import { Hint } from './Hint';
import { Label } from './Label';

export interface TextInputProps extends Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'aria-describedby'
> {
  /** Defaults to the name; use 'l.' + field path so the error summary can link to it. */
  id?: string;
  name: string;
  label?: React.ReactNode;
  labelClassName?: string;
  isPageHeading?: boolean;
  hint?: React.ReactNode;
  errorMessage?: React.ReactNode;
  /** Extra input classes, e.g. a width class. */
  className?: string;
  formGroupClassName?: string;
  ref?: React.Ref<HTMLInputElement>;
}

/** GOV.UK text input; works with react-hook-form's register() spread. */
export function TextInput({
  id,
  name,
  label = 'Insert text',
  labelClassName,
  isPageHeading,
  hint,
  errorMessage,
  className,
  formGroupClassName,
  type = 'text',
  disabled,
  ref,
  ...inputProps
}: TextInputProps) {
  const inputId = id ?? name;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = errorMessage ? `${inputId}-error` : undefined;
  return (
    <div
      className={classNames(
        'govuk-form-group',
        errorMessage ? 'govuk-form-group--error' : null,
        formGroupClassName,
      )}
    >
      <Label htmlFor={inputId} className={labelClassName} isPageHeading={isPageHeading}>
        {label}
      </Label>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {errorMessage ? <ErrorMessage id={errorId}>{errorMessage}</ErrorMessage> : null}
      <input
        {...inputProps}
        ref={ref}
        className={classNames('govuk-input', errorMessage ? 'govuk-input--error' : null, className)}
        id={inputId}
        name={name}
        type={type}
        disabled={useDisabled(disabled)}
        aria-describedby={describedBy(hintId, errorId)}
      />
    </div>
  );
}
