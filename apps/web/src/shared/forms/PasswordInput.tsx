import { useCallback, useEffect, useRef, useState } from 'react';
import { useMessages } from '../i18n';
import { LabelledFormGroup } from '../govuk/LabelledFormGroup';
import { classNames, describedBy, useDisabled } from '../govuk/form-field';
import { formMessages } from './messages.en';

export interface PasswordInputProps extends Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'aria-describedby' | 'type'
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
  ref?: React.Ref<HTMLInputElement>;
}

function assignRef<T>(ref: React.Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * GOV.UK password input: the markup of the govukPasswordInput macro, with the Show/Hide toggle done in
 * React (as the other components with behaviour are) instead of by GOV.UK Frontend's script. As that
 * script does, the password is hidden again when its form is submitted, and the change is announced.
 */
export function PasswordInput({
  id,
  name,
  label,
  labelClassName,
  isPageHeading,
  hint,
  errorMessage,
  className,
  formGroupClassName,
  autoComplete = 'current-password',
  disabled,
  ref,
  ...inputProps
}: PasswordInputProps) {
  const t = useMessages(formMessages);
  const inputId = id ?? name;
  const isDisabled = useDisabled(disabled);
  const [visible, setVisible] = useState(false);
  // Empty until the first toggle, so nothing is announced when the page loads.
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      assignRef(ref, element);
    },
    [ref],
  );

  const show = (next: boolean) => {
    setVisible(next);
    setAnnouncement(t(next ? 'passwordVisible' : 'passwordHidden'));
  };

  useEffect(() => {
    const form = input.current?.form;
    if (!form || !visible) return;
    // A visible password must not be left on screen, or kept by the browser, once submitted.
    const hide = () => {
      setVisible(false);
      setAnnouncement(t('passwordHidden'));
    };
    form.addEventListener('submit', hide);
    return () => form.removeEventListener('submit', hide);
  }, [visible, t]);

  return (
    <LabelledFormGroup
      controlId={inputId}
      label={label ?? t('password')}
      labelClassName={labelClassName}
      isPageHeading={isPageHeading}
      hint={hint}
      errorMessage={errorMessage}
      formGroupClassName={classNames('govuk-password-input', formGroupClassName)}
    >
      {({ hintId, errorId }) => (
        <div className="govuk-input__wrapper govuk-password-input__wrapper">
          <input
            spellCheck={false}
            autoCapitalize="none"
            {...inputProps}
            ref={setRefs}
            className={classNames(
              'govuk-input govuk-password-input__input govuk-js-password-input-input',
              errorMessage ? 'govuk-input--error' : null,
              className,
            )}
            id={inputId}
            name={name}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            disabled={isDisabled}
            aria-describedby={describedBy(hintId, errorId)}
          />
          <div className="govuk-password-input__sr-status govuk-visually-hidden" aria-live="polite">
            {announcement}
          </div>
          <button
            type="button"
            className="govuk-button govuk-button--secondary govuk-password-input__toggle govuk-js-password-input-toggle"
            data-module="govuk-button"
            aria-controls={inputId}
            aria-label={t(visible ? 'hidePassword' : 'showPassword')}
            disabled={isDisabled}
            onClick={() => show(!visible)}
          >
            {t(visible ? 'hide' : 'show')}
          </button>
        </div>
      )}
    </LabelledFormGroup>
  );
}
