import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import {
  CHARACTER_COUNT_THRESHOLD,
  characterCountMessage,
  isAtThreshold,
  isOverLimit,
} from './character-count-logic';
import { useMessages } from '../i18n/use-messages';
import { componentMessages } from './components.messages.en';
import { classNames } from './form-field';
import { Textarea, type TextareaProps } from './Textarea';

export interface CharacterCountProps extends Omit<
  TextareaProps,
  'describedById' | 'afterInput' | 'maxLength'
> {
  maxLength: number;
  /** Share of maxLength from which the count is announced to screen readers; defaults to 99%. */
  threshold?: number;
}

function lengthOf(value: unknown): number {
  return typeof value === 'string' ? value.length : 0;
}

/**
 * GOV.UK character count, counted in React rather than by GOV.UK Frontend's script. The textarea has no
 * maxlength attribute, so people can paste and then edit down; validation reports the excess.
 */
export function CharacterCount({
  maxLength,
  threshold = CHARACTER_COUNT_THRESHOLD,
  ref,
  onChange,
  formGroupClassName,
  className,
  ...textareaProps
}: CharacterCountProps) {
  const id = textareaProps.id ?? textareaProps.name;
  const t = useMessages(componentMessages);
  const element = useRef<HTMLTextAreaElement | null>(null);
  const [length, setLength] = useState(() => lengthOf(textareaProps.value ?? textareaProps.defaultValue));
  const controlledLength = textareaProps.value === undefined ? undefined : lengthOf(textareaProps.value);

  // Uncontrolled use (react-hook-form register): read the value the form put into the field.
  useLayoutEffect(() => {
    if (controlledLength === undefined && element.current) setLength(element.current.value.length);
  }, [controlledLength]);

  const setRef = useCallback(
    (node: HTMLTextAreaElement | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  const count = controlledLength ?? length;
  const over = isOverLimit(count, maxLength);
  const message = characterCountMessage(count, maxLength);
  const infoId = `${id}-info`;

  return (
    <Textarea
      {...textareaProps}
      ref={setRef}
      className={classNames('govuk-js-character-count', over ? 'govuk-textarea--error' : null, className)}
      formGroupClassName={classNames('govuk-character-count', formGroupClassName)}
      describedById={infoId}
      onChange={(event) => {
        setLength(event.target.value.length);
        onChange?.(event);
      }}
      afterInput={
        <>
          <div id={infoId} className="govuk-hint govuk-character-count__message govuk-visually-hidden">
            {t('charactersAllowed', { count: maxLength })}
          </div>
          <div
            className={classNames(
              over ? 'govuk-error-message' : 'govuk-hint',
              'govuk-character-count__message govuk-character-count__status',
            )}
            aria-hidden="true"
          >
            {message}
          </div>
          <div className="govuk-character-count__sr-status govuk-visually-hidden" aria-live="polite">
            {isAtThreshold(count, maxLength, threshold) ? message : ''}
          </div>
        </>
      }
    />
  );
}
