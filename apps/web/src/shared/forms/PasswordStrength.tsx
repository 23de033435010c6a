import { useEffect, useState } from 'react';
import {
  measureStrength,
  STRENGTH_DEBOUNCE_MS,
  STRENGTH_LABELS,
  STRENGTH_SEGMENTS,
  type StrengthResult,
} from './password-strength';
import './password-strength.css';
import { useMessages } from '../i18n';
import { formMessages } from './messages.en';

export interface PasswordStrengthProps {
  /** Id of the meter, so the password input can point at it with aria-describedby. */
  id: string;
  password: string;
  /** The person's email address or names: a password made of them is weak. */
  userInputs?: string[];
}

/**
 * Strength meter under a new-password field: 5 segments for scores 0-4, and the score, warning and
 * suggestions as text in a polite live region, so the meter is never colour only. It only advises: the
 * API applies the rule.
 */
export function PasswordStrength({ id, password, userInputs = [] }: PasswordStrengthProps) {
  const t = useMessages(formMessages);
  const [result, setResult] = useState<StrengthResult | undefined>(undefined);
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      void measureStrength(password, inputsKey ? inputsKey.split('\n') : []).then((measured) => {
        if (current) setResult(measured);
      });
    }, STRENGTH_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [password, inputsKey]);

  const score = password ? result?.score : undefined;
  return (
    <div className="app-password-strength govuk-!-margin-bottom-6" id={id}>
      <div className="app-password-strength__meter" aria-hidden="true">
        {Array.from({ length: STRENGTH_SEGMENTS }, (_, index) => (
          <span
            key={index}
            className={`app-password-strength__segment${
              score !== undefined && index <= score ? ` app-password-strength__segment--score-${score}` : ''
            }`}
          />
        ))}
      </div>
      <div aria-live="polite" className="govuk-body-s govuk-!-margin-bottom-0">
        {score === undefined ? null : (
          <>
            <p className="govuk-body-s govuk-!-margin-bottom-1">
              {t('strength')} <strong>{t(STRENGTH_LABELS[score])}</strong> {t('strengthOutOf', { score })}
            </p>
            {result?.warning ? (
              <p className="govuk-body-s govuk-!-margin-bottom-1">{result.warning}</p>
            ) : null}
            {result && result.suggestions.length > 0 ? (
              <ul className="govuk-list govuk-list--bullet govuk-body-s">
                {result.suggestions.map((suggestion) => (
                  <li key={suggestion}>{suggestion}</li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
