export { UsersAndContactsContent, UsersAndContactsPage } from './UsersAndContactsPage';
export { AddUserPage } from './AddUserPage';
export { UserDetailsPage } from './UserDetailsPage';
export { DeleteUserPage } from './DeleteUserPage';
export { ProfileFields } from './ProfileFields';
export type { ProfileFieldsProps } from './ProfileFields';
export {
  profileDefaults,
  profileFormSchema,
  toProfilePayload,
  type ProfileFormInput,
  type ProfileFormOutput,
} from './profile-form';
