import type { DatePart, DateParts } from './date-rules';
import { useMessages } from '../i18n/use-messages';
import { componentMessages } from './components.messages.en';
import { ErrorMessage } from './ErrorMessage';
import { Fieldset, type FieldsetLegend } from './Fieldset';
import { classNames, describedBy, useDisabled } from './form-field';
import { Hint } from './Hint';

export interface DateInputProps {
  /** Id of the group; the boxes get `${id}-day`, `${id}-month`, `${id}-year`. */
  id: string;
  /** Prefix of the box names (`${namePrefix}-day`...); defaults to the id. */
  namePrefix?: string;
  legend: FieldsetLegend;
  hint?: React.ReactNode;
  errorMessage?: React.ReactNode;
  /** Boxes to highlight; all of them when an error is shown and none are named. */
  errorFields?: DatePart[];
  value: DateParts;
  onChange: (value: DateParts) => void;
  onBlur?: () => void;
  disabled?: boolean;
  formGroupClassName?: string;
  /** The boxes shown (GOV.UK's `items`): all three unless, say, only month and year are asked. */
  parts?: readonly DatePart[];
}

const ITEMS: { part: DatePart; label: 'day' | 'month' | 'year'; width: string }[] = [
  { part: 'day', label: 'day', width: 'govuk-input--width-2' },
  { part: 'month', label: 'month', width: 'govuk-input--width-2' },
  { part: 'year', label: 'year', width: 'govuk-input--width-4' },
];

/** GOV.UK date input: day, month and year boxes in a fieldset; see date-rules.ts for validation. */
export function DateInput({
  id,
  namePrefix = id,
  legend,
  hint,
  errorMessage,
  errorFields,
  value,
  onChange,
  onBlur,
  disabled,
  formGroupClassName,
  parts,
}: DateInputProps) {
  const t = useMessages(componentMessages);
  const items = parts ? ITEMS.filter((item) => parts.includes(item.part)) : ITEMS;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  const isDisabled = useDisabled(disabled);
  const highlighted = errorMessage
    ? errorFields?.length
      ? errorFields
      : items.map((item) => item.part)
    : [];
  return (
    <div
      className={classNames(
        'govuk-form-group',
        errorMessage ? 'govuk-form-group--error' : null,
        formGroupClassName,
      )}
    >
      <Fieldset legend={legend} role="group" describedBy={describedBy(hintId, errorId)}>
        {hint ? <Hint id={hintId}>{hint}</Hint> : null}
        {errorMessage ? <ErrorMessage id={errorId}>{errorMessage}</ErrorMessage> : null}
        <div className="govuk-date-input" id={id}>
          {items.map(({ part, label, width }) => (
            <div key={part} className="govuk-date-input__item">
              <div className="govuk-form-group">
                <label className="govuk-label govuk-date-input__label" htmlFor={`${id}-${part}`}>
                  {t(label)}
                </label>
                <input
                  className={classNames(
                    'govuk-input govuk-date-input__input',
                    width,
                    highlighted.includes(part) ? 'govuk-input--error' : null,
                  )}
                  id={`${id}-${part}`}
                  name={`${namePrefix}-${part}`}
                  type="text"
                  inputMode="numeric"
                  value={value[part]}
                  disabled={isDisabled}
                  onChange={(event) => onChange({ ...value, [part]: event.target.value })}
                  onBlur={onBlur}
                />
              </div>
            </div>
          ))}
        </div>
      </Fieldset>
    </div>
  );
}
