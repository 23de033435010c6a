import { ErrorMessage } from './ErrorMessage';
import { classNames, describedBy, useDisabled } from './form-field';
import { Hint } from './Hint';
import { Label } from './Label';

export interface TextareaProps extends Omit<
  React.TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'className' | 'aria-describedby'
> {
  id?: string;
  name: string;
  label?: React.ReactNode;
  labelClassName?: string;
  isPageHeading?: boolean;
  hint?: React.ReactNode;
  errorMessage?: React.ReactNode;
  className?: string;
  formGroupClassName?: string;
  /** Ids of other elements that describe the textarea, placed first (as the macro's describedBy). */
  describedById?: string;
  /** Rendered after the textarea inside the form group (the character count message). */
  afterInput?: React.ReactNode;
  ref?: React.Ref<HTMLTextAreaElement>;
}

/** GOV.UK textarea; works with react-hook-form's register() spread. */
export function Textarea({
  id,
  name,
  label = 'Insert text details',
  labelClassName,
  isPageHeading,
  hint,
  errorMessage,
  className,
  formGroupClassName,
  describedById,
  afterInput,
  rows = 5,
  disabled,
  ref,
  ...textareaProps
}: TextareaProps) {
  const textareaId = id ?? name;
  const hintId = hint ? `${textareaId}-hint` : undefined;
  const errorId = errorMessage ? `${textareaId}-error` : undefined;
  return (
    <div
      className={classNames(
        'govuk-form-group',
        errorMessage ? 'govuk-form-group--error' : null,
        formGroupClassName,
      )}
    >
      <Label htmlFor={textareaId} className={labelClassName} isPageHeading={isPageHeading}>
        {label}
      </Label>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {errorMessage ? <ErrorMessage id={errorId}>{errorMessage}</ErrorMessage> : null}
      <textarea
        {...textareaProps}
        ref={ref}
        className={classNames('govuk-textarea', errorMessage ? 'govuk-textarea--error' : null, className)}
        id={textareaId}
        name={name}
        rows={rows}
        disabled={useDisabled(disabled)}
        aria-describedby={describedBy(describedById, hintId, errorId)}
      />
      {afterInput}
    </div>
  );
}
