import { classNames, describedBy, useDisabled } from './form-field';
import { LabelledFormGroup } from './LabelledFormGroup';

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
  /** Shown after the box (GOV.UK's suffix, e.g. 'kWh'); hidden from screen readers, so say it in the label. */
  suffix?: string;
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
  suffix,
  type = 'text',
  disabled,
  ref,
  ...inputProps
}: TextInputProps) {
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
      {({ hintId, errorId }) => {
        const input = (
          <input
            {...inputProps}
            ref={ref}
            className={classNames('govuk-input', errorMessage ? 'govuk-input--error' : null, className)}
            id={inputId}
            name={name}
            type={type}
            disabled={isDisabled}
            aria-describedby={describedBy(hintId, errorId)}
          />
        );
        return suffix ? (
          <div className="govuk-input__wrapper">
            {input}
            <div className="govuk-input__suffix" aria-hidden="true">
              {suffix}
            </div>
          </div>
        ) : (
          input
        );
      }}
    </LabelledFormGroup>
  );
}
