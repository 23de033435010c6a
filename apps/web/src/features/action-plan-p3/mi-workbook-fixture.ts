import { boilers, lighting } from '../../shared/mi-workbook/measure-fixtures';
import type { ActionPlanInfo } from './mi-workbook';

/** An action plan as the MI feed sends it (the workbook's test fixture). */
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
