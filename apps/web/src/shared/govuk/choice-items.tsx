import { ConditionalDisabledProvider } from './form-field';

export interface ChoiceOption {
  value: string;
  text: React.ReactNode;
  hint?: React.ReactNode;
  /** Shown, and its controls enabled, only while this option is checked. */
  conditional?: React.ReactNode;
  disabled?: boolean;
  /** Defaults to the id prefix, with '-2', '-3'... after the first item. */
  id?: string;
}

export type ChoiceItem = ChoiceOption | { divider: string };

export function isOption(item: ChoiceItem): item is ChoiceOption {
  return !('divider' in item);
}

/** The first item's id has no suffix, so the error summary can link to it. */
export function itemId(idPrefix: string, item: ChoiceOption, index: number): string {
  return item.id ?? (index > 0 ? `${idPrefix}-${index + 1}` : idPrefix);
}

export function ConditionalContent({
  kind,
  id,
  shown,
  children,
}: {
  kind: 'radios' | 'checkboxes';
  id: string;
  shown: boolean;
  children: React.ReactNode;
}) {
  return (
    <div
      className={`govuk-${kind}__conditional${shown ? '' : ` govuk-${kind}__conditional--hidden`}`}
      id={id}
    >
      <ConditionalDisabledProvider value={!shown}>{children}</ConditionalDisabledProvider>
    </div>
  );
}
