export { Change2faPage } from './Change2faPage';
export { RemoveAuthenticatorPage } from './RemoveAuthenticatorPage';
export { Reset2faPage } from './Reset2faPage';
