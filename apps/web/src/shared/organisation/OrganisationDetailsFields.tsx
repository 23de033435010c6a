import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { fieldId } from '../forms';
import { Fieldset, TextInput } from '../govuk/forms';
import { CountySelect } from '../reference-data';
import { ActivityCodeFields } from './ActivityCodeFields';
import { type OrganisationDetailsOutput, type OrganisationDetailsValues } from './organisation-details-form';

export interface OrganisationDetailsFieldsProps {
  control: Control<OrganisationDetailsValues, unknown, OrganisationDetailsOutput>;
  register: UseFormRegister<OrganisationDetailsValues>;
  errors: FieldErrors<OrganisationDetailsValues>;
  /** The address block's legend: the wizard and "Update details" say 'Registered address'. */
  addressLegend?: string;
  /** Whether the classification type starts unchosen ('Select'); an existing account always has one. */
  typeUnchosen?: boolean;
}

/**
 * Organisation name, the Activity codes block (classification and one to four codes) and the Address block
 * (task-forms §0), shared by the application wizard, "Update details" and the regulator's amendment.
 */
export function OrganisationDetailsFields({
  control,
  register,
  errors,
  addressLegend = 'Registered address',
  typeUnchosen = true,
}: OrganisationDetailsFieldsProps) {
  const county = useWatch({ control, name: 'county' });
  return (
    <>
      <TextInput
        id={fieldId('name')}
        label="Organisation name"
        errorMessage={errors.name?.message}
        autoComplete="organization"
        {...register('name')}
      />
      <Fieldset legend={{ text: 'Activity codes', size: 'm' }}>
        <ActivityCodeFields
          control={control}
          register={register}
          errors={errors}
          typeUnchosen={typeUnchosen}
        />
      </Fieldset>
      <Fieldset legend={{ text: addressLegend, size: 'm' }}>
        <TextInput
          id={fieldId('line1')}
          label="Address line 1"
          errorMessage={errors.line1?.message}
          autoComplete="address-line1"
          {...register('line1')}
        />
        <TextInput
          id={fieldId('line2')}
          label="Address line 2 (optional)"
          errorMessage={errors.line2?.message}
          autoComplete="address-line2"
          {...register('line2')}
        />
        <TextInput
          id={fieldId('city')}
          label="Town or city"
          className="govuk-!-width-two-thirds"
          errorMessage={errors.city?.message}
          autoComplete="address-level2"
          {...register('city')}
        />
        <CountySelect
          id={fieldId('county')}
          currentValue={county}
          errorMessage={errors.county?.message}
          {...register('county')}
        />
        <TextInput
          id={fieldId('postcode')}
          label="Postcode"
          className="govuk-input--width-10"
          errorMessage={errors.postcode?.message}
          autoComplete="postal-code"
          {...register('postcode')}
        />
      </Fieldset>
    </>
  );
}
