export { landingRoutes } from './routes';
export { preloadSignedOutLanding } from './LandingPage';
