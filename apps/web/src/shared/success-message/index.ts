// A confirmation carried to the next page in the navigation's state (not in the routing barrel, which the route
// tables import: the banner stays out of the application's initial JavaScript).
export {
  SuccessMessageBanner,
  successMessageOf,
  useSuccessMessage,
  withSuccessMessage,
  type SuccessMessageState,
} from './SuccessMessage';
