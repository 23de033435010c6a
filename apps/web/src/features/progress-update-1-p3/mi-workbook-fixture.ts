import { boilers, lighting } from '../../shared/mi-workbook/measure-fixtures';
import type { ProgressUpdate1Info } from './mi-workbook';

/** A progress update 1 as the MI feed sends it (the workbook's test fixture). */
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
