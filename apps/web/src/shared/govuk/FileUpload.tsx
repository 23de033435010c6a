import { ErrorMessage } from './ErrorMessage';
import { classNames, describedBy, useDisabled } from './form-field';
import { Hint } from './Hint';
import { Label } from './Label';

export interface FileUploadProps extends Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'type' | 'aria-describedby'
> {
  /** Defaults to the name. */
  id?: string;
  name: string;
  label: React.ReactNode;
  labelClassName?: string;
  hint?: React.ReactNode;
  errorMessage?: React.ReactNode;
  /** e.g. '.pdf,.xlsx' or 'application/pdf'. */
  accept?: string;
  multiple?: boolean;
  className?: string;
  formGroupClassName?: string;
  ref?: React.Ref<HTMLInputElement>;
}

/** GOV.UK file upload (the plain input; no JavaScript enhancement). */
export function FileUpload({
  id,
  name,
  label,
  labelClassName,
  hint,
  errorMessage,
  className,
  formGroupClassName,
  disabled,
  ref,
  ...inputProps
}: FileUploadProps) {
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
      <Label htmlFor={inputId} className={labelClassName}>
        {label}
      </Label>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {errorMessage ? <ErrorMessage id={errorId}>{errorMessage}</ErrorMessage> : null}
      <input
        {...inputProps}
        ref={ref}
        className={classNames(
          'govuk-file-upload',
          errorMessage ? 'govuk-file-upload--error' : null,
          className,
        )}
        id={inputId}
        name={name}
        type="file"
        disabled={useDisabled(disabled)}
        aria-describedby={describedBy(hintId, errorId)}
      />
    </div>
  );
}
