import { boilers } from '../../shared/mi-workbook/measure-fixtures';
import type { ProgressUpdate2Info } from './mi-workbook';

/** A progress update 2 as the MI feed sends it (the workbook's test fixture). */
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
