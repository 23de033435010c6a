import { ErrorMessage } from './ErrorMessage';
import { classNames } from './form-field';
import { Hint } from './Hint';
import { Label } from './Label';

export interface LabelledFormGroupProps {
  /** The id of the labelled control; the hint and error ids are derived from it as GOV.UK does. */
  controlId: string;
  label: React.ReactNode;
  labelClassName?: string;
  isPageHeading?: boolean;
  hint?: React.ReactNode;
  errorMessage?: React.ReactNode;
  formGroupClassName?: string;
  /** Renders the control, given the ids it must name in aria-describedby. */
  children: (ids: { hintId: string | undefined; errorId: string | undefined }) => React.ReactNode;
}

/** The form group, label, hint and error message that GOV.UK's single-control macros share. */
export function LabelledFormGroup({
  controlId,
  label,
  labelClassName,
  isPageHeading,
  hint,
  errorMessage,
  formGroupClassName,
  children,
}: LabelledFormGroupProps) {
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = errorMessage ? `${controlId}-error` : undefined;
  return (
    <div
      className={classNames(
        'govuk-form-group',
        errorMessage ? 'govuk-form-group--error' : null,
        formGroupClassName,
      )}
    >
      <Label htmlFor={controlId} className={labelClassName} isPageHeading={isPageHeading}>
        {label}
      </Label>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {errorMessage ? <ErrorMessage id={errorId}>{errorMessage}</ErrorMessage> : null}
      {children({ hintId, errorId })}
    </div>
  );
}
