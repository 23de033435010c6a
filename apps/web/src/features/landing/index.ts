export { LandingPage } from './LandingPage';
export { decideLanding } from './landing-decision';
export type { LandingDecision, LandingNavigationState, LandingVariant } from './landing-decision';
