import type { ComplianceRoute } from '../../../payload/sections/compliance-route';
import type { ConstraintChecker } from '../constraint-checker';

const given = (value: unknown) => value !== null && value !== undefined;

export function checkComplianceRoute(check: ConstraintChecker, route: ComplianceRoute): void {
  const estimates = route.estimatedCalculationTypes ?? [];
  check.notEmpty('estimatedCalculationTypes', route.estimatedCalculationTypes);
  check.notNull('areEstimationMethodsRecorded', route.areEstimationMethodsRecorded);
  (route.energyAudits ?? []).forEach((audit, index) => {
    const auditCheck = check.at('energyAudits').at(index);
    auditCheck.notBlank('description', audit.description);
    auditCheck.notNull('numberOfSitesVisited', audit.numberOfSitesVisited);
    auditCheck.notBlank('reason', audit.reason);
  });
  check.notNull('partsProhibitedFromDisclosingExist', route.partsProhibitedFromDisclosingExist);
  check.rule(
    !estimates.includes('NONE_OF_THE_ABOVE') || estimates.length === 1,
    'None of the above and other estimation calculation types are not mutually valid',
  );
  check.rule(
    (route.areTwelveMonthsVerifiableDataUsed === false) === given(route.twelveMonthsVerifiableDataUsedReason),
    'Are twelve months verifiable data used and twelve months verifiable data used reason values are not mutually valid',
  );
  const profiling = route.energyConsumptionProfilingUsed;
  check.rule(
    (profiling === 'YES') === given(route.areEnergyConsumptionProfilingMethodsRecorded),
    'Energy consumption profiling used and energy consumption profiling methods recorded in evidence pack values are not mutually valid',
  );
  check.rule(
    (profiling === 'NO' || profiling === 'NOT_APPLICABLE') ===
      given(route.isEnergyConsumptionProfilingNotUsedRecorded),
    'Energy consumption profiling used and extent to which and reasons why energy consumption profiling was not used recorded in the evidence pack values are not mutually valid',
  );
  const prohibited = route.partsProhibitedFromDisclosingExist === true;
  check.rule(
    prohibited === given(route.partsProhibitedFromDisclosing),
    'Parts prohibited from disclosing exist and parts prohibited from disclosing values are not mutually valid',
  );
  check.rule(
    prohibited === given(route.partsProhibitedFromDisclosingReason),
    'Parts prohibited from disclosing exist and parts prohibited from disclosing reason values are not mutually valid',
  );
}
