export { TimedOutPage } from './TimedOutPage';
export { idleMinutes, minutesText, timedOutMessage } from './idle-text';
