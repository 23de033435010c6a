export { loadUsersTab, usersAndContactsRoutes } from './routes';
