import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { fieldId } from '../forms';
import { Fieldset, TextInput } from '../govuk/forms';
import { CountySelect } from '../reference-data';
import type { ProfileFormInput, ProfileFormOutput } from './profile-form';

export interface ProfileFieldsProps {
  control: Control<ProfileFormInput, unknown, ProfileFormOutput>;
  register: UseFormRegister<ProfileFormInput>;
  errors: FieldErrors<ProfileFormInput>;
  /** Shown read-only: an email address is changed only through the identity service. */
  email?: string;
}

function PhoneFields({
  name,
  legend,
  register,
  errors,
}: {
  name: 'phoneNumber' | 'mobileNumber';
  legend: string;
} & Pick<ProfileFieldsProps, 'register' | 'errors'>) {
  return (
    <Fieldset legend={{ text: legend, size: 's' }}>
      <TextInput
        id={fieldId(`${name}.countryCode`)}
        label="Country code"
        hint="For example, 44 for the UK"
        className="govuk-input--width-4"
        inputMode="numeric"
        errorMessage={errors[name]?.countryCode?.message}
        {...register(`${name}.countryCode`)}
      />
      <TextInput
        id={fieldId(`${name}.number`)}
        label="Phone number"
        type="tel"
        autoComplete="tel-national"
        className="govuk-input--width-20"
        errorMessage={errors[name]?.number?.message}
        {...register(`${name}.number`)}
      />
    </Fieldset>
  );
}

/** The operator profile fields, shared by registration and the user details page. */
export function ProfileFields({ control, register, errors, email }: ProfileFieldsProps) {
  const county = useWatch({ control, name: 'address.county' });
  return (
    <>
      <TextInput
        id={fieldId('firstName')}
        label="First name"
        autoComplete="given-name"
        errorMessage={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextInput
        id={fieldId('lastName')}
        label="Last name"
        autoComplete="family-name"
        errorMessage={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextInput
        id={fieldId('jobTitle')}
        label="Job title (optional)"
        autoComplete="organization-title"
        errorMessage={errors.jobTitle?.message}
        {...register('jobTitle')}
      />
      {email ? (
        <TextInput id={fieldId('email')} name="email" label="Email address" value={email} readOnly disabled />
      ) : null}
      <Fieldset legend={{ text: 'Address', size: 'm' }}>
        <TextInput
          id={fieldId('address.line1')}
          label="Address line 1"
          autoComplete="address-line1"
          errorMessage={errors.address?.line1?.message}
          {...register('address.line1')}
        />
        <TextInput
          id={fieldId('address.line2')}
          label="Address line 2 (optional)"
          autoComplete="address-line2"
          errorMessage={errors.address?.line2?.message}
          {...register('address.line2')}
        />
        <TextInput
          id={fieldId('address.city')}
          label="Town or city"
          autoComplete="address-level2"
          className="govuk-!-width-two-thirds"
          errorMessage={errors.address?.city?.message}
          {...register('address.city')}
        />
        <CountySelect
          id={fieldId('address.county')}
          currentValue={county}
          errorMessage={errors.address?.county?.message}
          {...register('address.county')}
        />
        <TextInput
          id={fieldId('address.postcode')}
          label="Postcode"
          autoComplete="postal-code"
          className="govuk-input--width-10"
          errorMessage={errors.address?.postcode?.message}
          {...register('address.postcode')}
        />
      </Fieldset>
      <PhoneFields name="phoneNumber" legend="Phone number 1" register={register} errors={errors} />
      <PhoneFields
        name="mobileNumber"
        legend="Phone number 2 (optional)"
        register={register}
        errors={errors}
      />
    </>
  );
}
