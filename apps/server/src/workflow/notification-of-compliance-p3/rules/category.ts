// The category rule is written once, in the package both the server and the web import (ADR 47).
export {
  determineCategory,
  distributionOf,
  percentage,
  qualifyingCategories,
  reportingObligationCategories,
  usesAlternativeRoutes,
  type ReportingObligationCategory,
} from '@esos/reporting-rules';
