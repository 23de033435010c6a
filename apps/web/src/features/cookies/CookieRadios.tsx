import { useId } from 'react';

export interface CookieRadioOption {
  value: string;
  text: string;
}

export interface CookieRadiosProps {
  name: string;
  legend: string;
  options: CookieRadioOption[];
  value: string;
  onChange: (value: string) => void;
  inline?: boolean;
}

/**
 * GOV.UK radios (fieldset, legend and one item per option) for the cookies page only. Kept in this
 * feature on purpose: the shared form components are built separately.
 */
export function CookieRadios({ name, legend, options, value, onChange, inline }: CookieRadiosProps) {
  const id = useId();
  return (
    <div className="govuk-form-group">
      <fieldset className="govuk-fieldset">
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{legend}</legend>
        <div className={`govuk-radios${inline ? ' govuk-radios--inline' : ''}`} data-module="govuk-radios">
          {options.map((option, index) => {
            const inputId = index === 0 ? `${name}-${id}` : `${name}-${id}-${index + 1}`;
            return (
              <div key={option.value} className="govuk-radios__item">
                <input
                  className="govuk-radios__input"
                  id={inputId}
                  name={name}
                  type="radio"
                  value={option.value}
                  checked={value === option.value}
                  onChange={() => onChange(option.value)}
                />
                <label className="govuk-label govuk-radios__label" htmlFor={inputId}>
                  {option.text}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
