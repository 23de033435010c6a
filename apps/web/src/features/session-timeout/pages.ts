export { SessionTimeout } from './SessionTimeout';
export { TimeoutDialog } from './TimeoutDialog';
