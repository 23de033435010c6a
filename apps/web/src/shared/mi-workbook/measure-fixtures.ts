// Test fixtures only (the reports' workbook fixtures import them); nothing that ships imports this file.

/** Two of an action plan's measures, as the MI feed sends them: the reports' fixtures carry them over. */
export const lighting = {
  measureName: 'LED lighting',
  isEnergySavingsOpportunityReportedInAudit: true,
  measureScheme: ['STREAMLINED_ENERGY_AND_CARBON_REPORTING_SECR', 'OTHER'] as const,
  otherMeasureSchemeName: 'Local net zero pledge',
  totalEnergySavingsExpected: { buildings: 12_000, otherProcesses: 500, total: 12_500 },
  implementationDateForMeasure: '2025-03-01',
  energySavingsEstimateCalculatedType: 'OTHER_REASONABLE_ESTIMATION_METHOD' as const,
  estimationMethodDescription: 'Supplier estimate',
  measureContext: 'All offices.',
};

export const boilers = {
  measureName: 'Boiler replacement',
  isEnergySavingsOpportunityReportedInAudit: false,
  totalEnergySavingsExpected: { buildings: 40_000, total: 40_000 },
  implementationDateForMeasure: '2024-01-01',
  energySavingsEstimateCalculatedType: 'ENERGY_AUDIT' as const,
};
