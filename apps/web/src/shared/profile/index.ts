// A person's profile form (name, job title, phones, address): registration and user details share it.
export { ProfileFields } from './ProfileFields';
export type { ProfileFieldsProps } from './ProfileFields';
export {
  DEFAULT_COUNTRY_CODE,
  callingCode,
  isValidPhone,
  profileDefaults,
  profileFormSchema,
  toProfilePayload,
  type ProfileFormInput,
  type ProfileFormOutput,
} from './profile-form';
export { phoneText, type StoredPhone } from './phone-text';
