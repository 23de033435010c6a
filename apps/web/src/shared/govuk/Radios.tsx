import { Fragment } from 'react';
import { ConditionalContent, isOption, itemId, type ChoiceItem } from './choice-items';
import { ErrorMessage } from './ErrorMessage';
import { Fieldset, type FieldsetLegend } from './Fieldset';
import { classNames, describedBy, useDisabled } from './form-field';
import { Hint } from './Hint';

export interface RadiosProps {
  name: string;
  /** Prefix of the item ids; defaults to the name. Use 'l.' + field path for the error summary. */
  idPrefix?: string;
  /** Wraps the radios in a fieldset with this legend. */
  legend?: FieldsetLegend;
  hint?: React.ReactNode;
  errorMessage?: React.ReactNode;
  /** e.g. 'govuk-radios--small' or 'govuk-radios--inline'. */
  className?: string;
  /** Extra classes on the form group. */
  formGroupClassName?: string;
  items: ChoiceItem[];
  value?: string | null;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** Attached to the checked radio, or the first one, so a form library can focus the field. */
  ref?: React.Ref<HTMLInputElement>;
}

/** GOV.UK radios as a controlled component (react-hook-form: use a Controller and spread its field). */
export function Radios({
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
}: RadiosProps) {
  const allDisabled = useDisabled(disabled);
  const hintId = hint ? `${idPrefix}-hint` : undefined;
  const errorId = errorMessage ? `${idPrefix}-error` : undefined;
  const options = items.filter(isOption);
  const focusTarget = options.find((option) => option.value === value) ?? options[0];

  const inner = (
    <>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {errorMessage ? <ErrorMessage id={errorId}>{errorMessage}</ErrorMessage> : null}
      <div className={classNames('govuk-radios', className)} data-module="govuk-radios">
        {items.map((item, index) => {
          if (!isOption(item)) {
            return (
              <div key={`divider-${index}`} className="govuk-radios__divider">
                {item.divider}
              </div>
            );
          }
          const id = itemId(idPrefix, item, index);
          const checked = value === item.value;
          const itemDisabled = allDisabled || item.disabled;
          const conditionalId = `conditional-${id}`;
          const itemHintId = item.hint ? `${id}-item-hint` : undefined;
          return (
            <Fragment key={item.value}>
              <div className="govuk-radios__item">
                <input
                  ref={item === focusTarget ? ref : undefined}
                  className="govuk-radios__input"
                  id={id}
                  name={name}
                  type="radio"
                  value={item.value}
                  checked={checked}
                  disabled={itemDisabled || undefined}
                  aria-controls={item.conditional ? conditionalId : undefined}
                  aria-describedby={itemHintId}
                  onChange={() => onChange?.(item.value)}
                  onBlur={onBlur}
                />
                <label className="govuk-label govuk-radios__label" htmlFor={id}>
                  {item.text}
                </label>
                {item.hint ? (
                  <div id={itemHintId} className="govuk-hint govuk-radios__hint">
                    {item.hint}
                  </div>
                ) : null}
              </div>
              {item.conditional ? (
                <ConditionalContent kind="radios" id={conditionalId} shown={checked && !itemDisabled}>
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
        <Fieldset legend={legend} describedBy={describedBy(hintId, errorId)}>
          {inner}
        </Fieldset>
      ) : (
        inner
      )}
    </div>
  );
}
