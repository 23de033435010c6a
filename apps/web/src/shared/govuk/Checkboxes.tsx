import { Fragment } from 'react';
import { ConditionalContent, isOption, itemId, type ChoiceItem } from './choice-items';
import { ErrorMessage } from './ErrorMessage';
import { Fieldset, type FieldsetLegend } from './Fieldset';
import { classNames, describedBy, useDisabled } from './form-field';
import { Hint } from './Hint';

export interface CheckboxesProps {
  name: string;
  /** Prefix of the item ids; defaults to the name. Use 'l.' + field path for the error summary. */
  idPrefix?: string;
  /** Wraps the checkboxes in a fieldset; without one (a single checkbox) each box is described directly. */
  legend?: FieldsetLegend;
  hint?: React.ReactNode;
  errorMessage?: React.ReactNode;
  /** e.g. 'govuk-checkboxes--small'. */
  className?: string;
  /** Extra classes on the form group. */
  formGroupClassName?: string;
  items: ChoiceItem[];
  /** The checked values. */
  value?: readonly string[] | null;
  onChange?: (value: string[]) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** Attached to the first checkbox so a form library can focus the field. */
  ref?: React.Ref<HTMLInputElement>;
}

/** GOV.UK checkboxes as a controlled component (react-hook-form: use a Controller and spread its field). */
export function Checkboxes({
  name,
  idPrefix = name,
  legend,
  hint,
  errorMessage,
  className,
  formGroupClassName,
  items,
  value,
  onChange,
  onBlur,
  disabled,
  ref,
}: CheckboxesProps) {
  const allDisabled = useDisabled(disabled);
  const checkedValues = value ?? [];
  const hintId = hint ? `${idPrefix}-hint` : undefined;
  const errorId = errorMessage ? `${idPrefix}-error` : undefined;
  const groupDescribedBy = describedBy(hintId, errorId);
  const firstOption = items.findIndex(isOption);

  const toggle = (itemValue: string, checked: boolean) => {
    const next = checked
      ? [...checkedValues.filter((v) => v !== itemValue), itemValue]
      : checkedValues.filter((v) => v !== itemValue);
    onChange?.(next);
  };

  const inner = (
    <>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {errorMessage ? <ErrorMessage id={errorId}>{errorMessage}</ErrorMessage> : null}
      <div className={classNames('govuk-checkboxes', className)} data-module="govuk-checkboxes">
        {items.map((item, index) => {
          if (!isOption(item)) {
            return (
              <div key={`divider-${index}`} className="govuk-checkboxes__divider">
                {item.divider}
              </div>
            );
          }
          const id = itemId(idPrefix, item, index);
          const checked = checkedValues.includes(item.value);
          const itemDisabled = allDisabled || item.disabled;
          const conditionalId = `conditional-${id}`;
          const itemHintId = item.hint ? `${id}-item-hint` : undefined;
          return (
            <Fragment key={item.value}>
              <div className="govuk-checkboxes__item">
                <input
                  ref={index === firstOption ? ref : undefined}
                  className="govuk-checkboxes__input"
                  id={id}
                  name={name}
                  type="checkbox"
                  value={item.value}
                  checked={checked}
                  disabled={itemDisabled || undefined}
                  aria-controls={item.conditional ? conditionalId : undefined}
                  aria-expanded={item.conditional ? checked : undefined}
                  aria-describedby={describedBy(legend ? undefined : groupDescribedBy, itemHintId)}
                  onChange={(event) => toggle(item.value, event.target.checked)}
                  onBlur={onBlur}
                />
                <label className="govuk-label govuk-checkboxes__label" htmlFor={id}>
                  {item.text}
                </label>
                {item.hint ? (
                  <div id={itemHintId} className="govuk-hint govuk-checkboxes__hint">
                    {item.hint}
                  </div>
                ) : null}
              </div>
              {item.conditional ? (
                <ConditionalContent kind="checkboxes" id={conditionalId} shown={checked && !itemDisabled}>
                  {item.conditional}
                </ConditionalContent>
              ) : null}
            </Fragment>
          );
        })}
      </div>
    </>
  );

  return (
    <div
      className={classNames(
        'govuk-form-group',
        errorMessage ? 'govuk-form-group--error' : null,
        formGroupClassName,
      )}
    >
      {legend ? (
        <Fieldset legend={legend} describedBy={groupDescribedBy}>
          {inner}
        </Fieldset>
      ) : (
        inner
      )}
    </div>
  );
}
