export { UsersAndContactsContent, UsersAndContactsPage } from './UsersAndContactsPage';
export { AddUserPage } from './AddUserPage';
export { UserDetailsPage } from './UserDetailsPage';
export { DeleteUserPage } from './DeleteUserPage';
