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
  /** Text before or after the input ('£', 'kWh', '%'), hidden from screen readers as GOV.UK's macro does. */
  prefix?: string;
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
  type = 'text',
  disabled,
  prefix,
  suffix,
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
        if (!prefix && !suffix) return input;
        return (
          <div className="govuk-input__wrapper">
            {prefix ? (
              <div className="govuk-input__prefix" aria-hidden="true">
                {prefix}
              </div>
            ) : null}
            {input}
            {suffix ? (
              <div className="govuk-input__suffix" aria-hidden="true">
                {suffix}
              </div>
            ) : null}
          </div>
        );
      }}
    </LabelledFormGroup>
  );
}
