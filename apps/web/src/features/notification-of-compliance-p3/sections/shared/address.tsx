import { useWatch, type Control, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import type { UseFormRegister } from 'react-hook-form';
import { fieldId, maxLength, requiredText, text } from '../../../../shared/forms';
import { Fieldset, TextInput } from '../../../../shared/govuk/forms';
import { ORGANISATION_DETAILS_MESSAGES as M } from '../../../../shared/organisation';
import { CountySelect } from '../../../../shared/reference-data';

/** The Address block's fields (task-forms §0), unwrapped into their owner as on the wire (CountyAddressDTO). */
export const addressShape = {
  line1: requiredText(M.line1, maxLength(255, M.addressTooLong)),
  line2: text(maxLength(255, M.addressTooLong)),
  city: requiredText(M.city, maxLength(255, M.cityTooLong)),
  county: text(maxLength(255, M.countyTooLong)),
  postcode: requiredText(M.postcode, maxLength(64, M.postcodeTooLong)),
};
export const ADDRESS_FIELDS = ['line1', 'line2', 'city', 'county', 'postcode'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;
export type AddressOutput = Record<AddressField, string | null>;
type SavedAddress = { [K in AddressField]?: string | null };

export function addressValues(saved: SavedAddress | null | undefined): AddressValues {
  return {
    line1: saved?.line1 ?? '',
    line2: saved?.line2 ?? '',
    city: saved?.city ?? '',
    county: saved?.county ?? '',
    postcode: saved?.postcode ?? '',
  };
}

/** The address as the wire holds it (blank optional lines are null). */
export function toAddress(output: AddressOutput): AddressOutput {
  const { line1, line2, city, county, postcode } = output;
  return { line1, line2, city, county, postcode };
}

/** The address as summary lines, one a line. */
export function addressLines(saved: SavedAddress | null | undefined): string[] {
  return ADDRESS_FIELDS.map((field) => saved?.[field] ?? '').filter((line) => line !== '');
}

export interface AddressFieldsProps<T extends FieldValues> {
  legend: string;
  control: Control<T, unknown, unknown>;
  register: UseFormRegister<T>;
  errors: FieldErrors<AddressValues>;
}

/** Address lines, town, the county (from the UK counties list) and postcode. */
export function AddressFields<T extends FieldValues>({
  legend,
  control,
  register,
  errors,
}: AddressFieldsProps<T>) {
  const county = useWatch({ control, name: 'county' as Path<T> }) as string | undefined;
  const field = (name: AddressField) => register(name as Path<T>);
  return (
    <Fieldset legend={{ text: legend, size: 'm' }}>
      <TextInput
        id={fieldId('line1')}
        label="Address line 1"
        autoComplete="off"
        errorMessage={errors.line1?.message}
        {...field('line1')}
      />
      <TextInput
        id={fieldId('line2')}
        label="Address line 2 (optional)"
        autoComplete="off"
        errorMessage={errors.line2?.message}
        {...field('line2')}
      />
      <TextInput
        id={fieldId('city')}
        label="Town or city"
        className="govuk-!-width-two-thirds"
        autoComplete="off"
        errorMessage={errors.city?.message}
        {...field('city')}
      />
      <CountySelect
        id={fieldId('county')}
        currentValue={county}
        errorMessage={errors.county?.message}
        {...field('county')}
      />
      <TextInput
        id={fieldId('postcode')}
        label="Postcode"
        className="govuk-input--width-10"
        autoComplete="off"
        errorMessage={errors.postcode?.message}
        {...field('postcode')}
      />
    </Fieldset>
  );
}
