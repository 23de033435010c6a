export { StartLoginPage } from './StartLoginPage';
export { SignInCallbackPage } from './SignInCallbackPage';
