import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Radios, type RadiosProps } from '../govuk/forms';
import { fieldId } from './errors';

export type RadiosFieldProps<T extends FieldValues, TOutput> = Omit<
  RadiosProps,
  'name' | 'idPrefix' | 'errorMessage' | 'value' | 'onChange' | 'onBlur' | 'ref'
> & {
  control: Control<T, unknown, TOutput>;
  /** A field holding the chosen item's value (null or '' while none is chosen). */
  name: Path<T>;
};

/**
 * GOV.UK radios bound to a react-hook-form field: the ids the error summary links to, the field's error
 * and focus, so each form names only its question and answers.
 */
export function RadiosField<T extends FieldValues, TOutput>({
  control,
  name,
  ...radios
}: RadiosFieldProps<T, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Radios
          {...radios}
          name={field.name}
          idPrefix={fieldId(field.name)}
          errorMessage={fieldState.error?.message}
          // Path<T> cannot say that the field holds a string; every form using this gives radios a string field.
          value={field.value as string | null | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}
