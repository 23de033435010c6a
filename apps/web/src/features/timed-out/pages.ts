export { TimedOutPage } from './TimedOutPage';
export { idleMinutes, minutesText, timedOutMessage } from './idle-text';
export { SignedOutPage } from './SignedOutPage';
