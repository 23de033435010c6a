import { classNames, describedBy, useDisabled } from './form-field';
import { LabelledFormGroup } from './LabelledFormGroup';

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
  const isDisabled = useDisabled(disabled);
  return (
    <LabelledFormGroup
      controlId={textareaId}
      label={label}
      labelClassName={labelClassName}
      isPageHeading={isPageHeading}
      hint={hint}
      errorMessage={errorMessage}
      formGroupClassName={formGroupClassName}
    >
      {({ hintId, errorId }) => (
        <>
          <textarea
            {...textareaProps}
            ref={ref}
            className={classNames('govuk-textarea', errorMessage ? 'govuk-textarea--error' : null, className)}
            id={textareaId}
            name={name}
            rows={rows}
            disabled={isDisabled}
            aria-describedby={describedBy(describedById, hintId, errorId)}
          />
          {afterInput}
        </>
      )}
    </LabelledFormGroup>
  );
}
