import { ErrorMessage } from './ErrorMessage';
import { classNames, describedBy, useDisabled } from './form-field';
import { Hint } from './Hint';
import { Label } from './Label';

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
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = errorMessage ? `${selectId}-error` : undefined;
  return (
    <div
      className={classNames(
        'govuk-form-group',
        errorMessage ? 'govuk-form-group--error' : null,
        formGroupClassName,
      )}
    >
      <Label htmlFor={selectId} className={labelClassName} isPageHeading={isPageHeading}>
        {label}
      </Label>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {errorMessage ? <ErrorMessage id={errorId}>{errorMessage}</ErrorMessage> : null}
      <select
        {...selectProps}
        ref={ref}
        className={classNames('govuk-select', errorMessage ? 'govuk-select--error' : null, className)}
        id={selectId}
        name={name}
        disabled={useDisabled(disabled)}
        aria-describedby={describedBy(hintId, errorId)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  );
}
