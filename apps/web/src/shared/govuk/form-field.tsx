import { createContext, useContext } from 'react';

/** Joins the ids that describe a control, skipping the ones not rendered. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * Conditional content of a radio or checkbox that is not checked is hidden, and its controls are disabled
 * (spec §4). Form components read this so a caller never has to disable them one by one.
 */
const ConditionalDisabled = createContext(false);
export const ConditionalDisabledProvider = ConditionalDisabled.Provider;

export function useDisabled(disabled: boolean | undefined): boolean | undefined {
  return useContext(ConditionalDisabled) || disabled || undefined;
}
