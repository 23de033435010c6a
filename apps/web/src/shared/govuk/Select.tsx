import { classNames, describedBy, useDisabled } from './form-field';
import { LabelledFormGroup } from './LabelledFormGroup';

export interface SelectOption {
  value: string;
  text: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  React.SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'className' | 'aria-describedby' | 'children'
> {
  /** Defaults to the name. */
  id?: string;
  name: string;
  options: SelectOption[];
  /** Defaults to 'Select' (spec §9). */
  label?: React.ReactNode;
  labelClassName?: string;
  isPageHeading?: boolean;
  hint?: React.ReactNode;
  errorMessage?: React.ReactNode;
  className?: string;
  formGroupClassName?: string;
  ref?: React.Ref<HTMLSelectElement>;
}

/** GOV.UK select; works with react-hook-form's register() spread. */
export function Select({
  id,
  name,
  options,
  label = 'Select',
  labelClassName,
  isPageHeading,
  hint,
  errorMessage,
  className,
  formGroupClassName,
  disabled,
  ref,
  ...selectProps
}: SelectProps) {
  const selectId = id ?? name;
  const isDisabled = useDisabled(disabled);
  return (
    <LabelledFormGroup
      controlId={selectId}
      label={label}
      labelClassName={labelClassName}
      isPageHeading={isPageHeading}
      hint={hint}
      errorMessage={errorMessage}
      formGroupClassName={formGroupClassName}
    >
      {({ hintId, errorId }) => (
        <>
          <select
            {...selectProps}
            ref={ref}
            className={classNames('govuk-select', errorMessage ? 'govuk-select--error' : null, className)}
            id={selectId}
            name={name}
            disabled={isDisabled}
            aria-describedby={describedBy(hintId, errorId)}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.text}
              </option>
            ))}
          </select>
        </>
      )}
    </LabelledFormGroup>
  );
}
