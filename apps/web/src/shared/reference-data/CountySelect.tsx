import type { UseFormRegisterReturn } from 'react-hook-form';
import { Select, TextInput, type SelectOption } from '../govuk/forms';
import { useReferenceData } from './reference-data';

export interface CountySelectProps extends UseFormRegisterReturn {
  id: string;
  errorMessage?: string;
  /** The value the form holds now: kept as a choice when it is not in the list (e.g. from Companies House). */
  currentValue?: string | null;
  label?: string;
  className?: string;
}

/**
 * The optional county of a UK address, chosen from the UK counties of GET /data, as the reference's address
 * forms offer it. A value the list does not hold stays selectable, so nothing saved is lost; if the list
 * cannot be loaded the field is a text input, so the form can still be completed.
 */
export function CountySelect({
  id,
  errorMessage,
  currentValue,
  label = 'County (optional)',
  className = 'govuk-!-width-two-thirds',
  ...field
}: CountySelectProps) {
  const referenceData = useReferenceData();
  if (referenceData.isError) {
    return <TextInput id={id} label={label} className={className} errorMessage={errorMessage} {...field} />;
  }
  const names = referenceData.data?.counties.map((county) => county.name) ?? [];
  const kept = currentValue && !names.includes(currentValue) ? [currentValue] : [];
  const options: SelectOption[] = [
    { value: '', text: 'Select' },
    ...[...kept, ...names].map((name) => ({ value: name, text: name })),
  ];
  return (
    <Select
      id={id}
      label={label}
      className={className}
      errorMessage={errorMessage}
      options={options}
      {...field}
    />
  );
}
