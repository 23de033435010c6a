import type { FieldError, FieldErrors } from 'react-hook-form';

/** The id of a field's control: the error summary links to '#l.' + the field path (spec §2). */
export function fieldId(path: string): string {
  return `l.${path}`;
}

export interface FieldMessage {
  path: string;
  message: string;
}

function isFieldError(value: unknown): value is FieldError {
  return typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';
}

/** Every message in a react-hook-form error tree, with the dotted path of its field. */
export function fieldMessages(errors: FieldErrors, prefix = ''): FieldMessage[] {
  return Object.entries(errors).flatMap(([key, value]): FieldMessage[] => {
    if (key === 'root' && prefix === '') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    if (isFieldError(value) && typeof value.message === 'string' && value.message !== '') {
      return [{ path, message: value.message }];
    }
    return typeof value === 'object' && value !== null ? fieldMessages(value as FieldErrors, path) : [];
  });
}

/** Orders messages as their fields appear on the page; fields not found keep their place at the end. */
export function inPageOrder(messages: FieldMessage[], root: Document = document): FieldMessage[] {
  const position = (path: string) => root.getElementById(fieldId(path));
  return [...messages].sort((a, b) => {
    const first = position(a.path);
    const second = position(b.path);
    if (!first || !second) return first ? -1 : second ? 1 : 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}
