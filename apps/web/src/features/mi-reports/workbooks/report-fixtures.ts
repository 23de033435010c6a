import type { ActionPlanInfo } from './ap-workbook';
import type { ProgressUpdate1Info } from './pu1-workbook';
import type { ProgressUpdate2Info } from './pu2-workbook';

/** Test fixtures as the MI feed sends them: an action plan and both progress updates. */

const lighting = {
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

const boilers = {
  measureName: 'Boiler replacement',
  isEnergySavingsOpportunityReportedInAudit: false,
  totalEnergySavingsExpected: { buildings: 40_000, total: 40_000 },
  implementationDateForMeasure: '2024-01-01',
  energySavingsEstimateCalculatedType: 'ENERGY_AUDIT' as const,
};

export const actionPlan: ActionPlanInfo = {
  actionPlanId: 'AP000001-P3',
  nocId: 'NOC000001-P3',
  organisationName: 'Acme Energy Efficiency Ltd',
  registrationNumber: '12345678',
  nocSubmitDate: '2024-05-20T10:00:00Z',
  actionPlanSubmitDate: '2024-11-02T09:30:00Z',
  actionPlanContainer: {
    phase: 'PHASE_3',
    actionPlanAttachments: {},
    actionPlan: {
      energyEfficiencyMeasure: {
        haveEnergyEfficiencyMeasures: true,
        energyEfficiencyMeasures: [{ ...lighting, measureScheme: [...lighting.measureScheme] }, boilers],
      },
      responsibleOfficerConfirmation: ['ESOS_ASSESSMENT_NOTIFICATION', 'ESTIMATION_METHOD_DESCRIPTION'],
    },
  },
};

export const progressUpdate1: ProgressUpdate1Info = {
  pu1Id: 'PU1000001-P3',
  organisationName: 'Acme Energy Efficiency Ltd',
  registrationNumber: '12345678',
  pu1SubmitDate: '2025-08-01T12:00:00Z',
  actionPlanId: 'AP000001-P3',
  actionPlanSubmitDate: '2024-11-02T09:30:00Z',
  progressUpdate1Container: {
    phase: 'PHASE_3',
    progressUpdate1Attachments: {},
    progressUpdate1P3: {
      progressUpdate1P3MeasuresUpdate: {
        progressUpdate1P3Measures: [
          {
            uuId: '7f0c5c9e-1d7e-4f39-9b1a-3f1f4c1c2a01',
            measureImplType: 'MEASURE_IMPL_AFTER_SUBMIT_ACTION_PLAN',
            actionPlanEnergyEfficiencyMeasure: { ...lighting, measureScheme: [...lighting.measureScheme] },
            progressUpdate1P3EnergyEfficiencyMeasure: {
              measureIsImplemented: true,
              measureImplementedByTheDateInActionPlan: false,
              reductionEnergyConsumption2024To2025: 9_000,
              reductionEnergyConsumption2023To2024: 0,
              estimationMethodType: 'ACTION_PLAN_ESTIMATE',
              providedContext: 'Late delivery.',
            },
          },
          {
            uuId: '7f0c5c9e-1d7e-4f39-9b1a-3f1f4c1c2a02',
            measureImplType: 'MEASURE_IMPL_BEFORE_SUBMIT_ACTION_PLAN',
            actionPlanEnergyEfficiencyMeasure: boilers,
            progressUpdate1P3EnergyEfficiencyMeasure: {
              reportReduction2024To2025: true,
              reductionEnergyConsumption2024To2025: 35_000,
              reportReduction2023To2024: false,
              estimationMethodType: 'ENERGY_AUDIT',
            },
          },
        ],
        progressUpdate1P3AddedMeasure: [
          {
            measureName: 'Solar panels',
            measureScheme: ['UN_RACE_TO_ZERO'],
            reductionEnergyConsumption2024To2025: 4_000,
            estimationMethodType: 'OTHER_METHOD',
            estimationMethodDescription: 'Meter readings',
            measureContext: 'Warehouse roof.',
          },
        ],
      },
      groupChange: {
        otherResponsibleUndertakingName: 'Parent Holdings plc',
        otherResponsibleUndertakingCrn: '00000042',
      },
      responsibleOfficerConfirmation: ['ESOS_ACTION_PLAN_COMPLIANCE', 'ESTIMATION_METHOD_DOCUMENTED'],
    },
  },
};

export const progressUpdate2: ProgressUpdate2Info = {
  pu2Id: 'PU2000001-P3',
  organisationName: 'Acme Energy Efficiency Ltd',
  registrationNumber: '12345678',
  pu2SubmitDate: '2026-01-15T08:00:00Z',
  actionPlanId: 'AP000001-P3',
  actionPlanSubmitDate: '2024-11-02T09:30:00Z',
  pu1Id: 'PU1000001-P3',
  pu1SubmitDate: '2025-08-01T12:00:00Z',
  progressUpdate2Container: {
    phase: 'PHASE_3',
    progressUpdate2Attachments: {},
    progressUpdate2P3: {
      progressUpdate2P3MeasuresUpdate: {
        progressUpdate2P3Measures: [
          {
            uuId: '7f0c5c9e-1d7e-4f39-9b1a-3f1f4c1c2a01',
            actionPlanEnergyEfficiencyMeasure: boilers,
            progressUpdate1P3EnergyEfficiencyMeasure: { measureIsImplemented: false },
            progressUpdate2P3EnergyEfficiencyMeasure: {
              measureIsImplemented: true,
              measureImplementedByTheDateInActionPlan: true,
              reductionEnergyConsumption2025To2026: 30_000,
              estimationMethodType: 'ENERGY_AUDIT',
            },
          },
        ],
        progressUpdate2P3UpdatedAddedMeasures: [
          {
            uuId: '7f0c5c9e-1d7e-4f39-9b1a-3f1f4c1c2a03',
            progressUpdate1P3AddedMeasure: {
              measureName: 'Solar panels',
              measureScheme: ['UN_RACE_TO_ZERO'],
            },
            progressUpdate2P3EnergyEfficiencyMeasure: {
              reportReduction2025To2026: true,
              reductionEnergyConsumption2025To2026: 4_500,
              estimationMethodType: 'NO_METHOD_USED',
              providedContext: 'Full year.',
            },
          },
        ],
        progressUpdate2P3AddedMeasure: [
          {
            measureName: 'Heat pumps',
            measureScheme: ['OTHER'],
            otherMeasureSchemeName: 'Council grant',
            reductionEnergyConsumption2025To2026: 8_000,
            estimationMethodType: 'OTHER_METHOD',
            estimationMethodDescription: 'Engineer estimate',
            measureContext: 'Two sites.',
          },
        ],
      },
      responsibleOfficerConfirmation: ['ESOS_ACTION_PLAN_COMPLIANCE'],
    },
  },
};
