import { classNames, describedBy, useDisabled } from './form-field';
import { LabelledFormGroup } from './LabelledFormGroup';

export interface FileUploadProps extends Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'type' | 'aria-describedby'
> {
  /** Defaults to the name. */
  id?: string;
  name: string;
  label: React.ReactNode;
  labelClassName?: string;
  isPageHeading?: boolean;
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
  isPageHeading,
  hint,
  errorMessage,
  className,
  formGroupClassName,
  disabled,
  ref,
  ...inputProps
}: FileUploadProps) {
  const inputId = id ?? name;
  const isDisabled = useDisabled(disabled);
  return (
    <LabelledFormGroup
      controlId={inputId}
      label={label}
      labelClassName={labelClassName}
      isPageHeading={isPageHeading}
      hint={hint}
      errorMessage={errorMessage}
      formGroupClassName={formGroupClassName}
    >
      {({ hintId, errorId }) => (
        <>
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
            disabled={isDisabled}
            aria-describedby={describedBy(hintId, errorId)}
          />
        </>
      )}
    </LabelledFormGroup>
  );
}
