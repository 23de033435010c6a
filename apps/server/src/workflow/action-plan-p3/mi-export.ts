import { defineMiExport, earlierColumns } from '../reports/mi-export';

/**
 * ACTION_PLAN_SUBMITTED_DATA_P3: each submitted plan with its account and the notification it follows
 * (while that notification is submitted, not re-initiated); the document is its ActionPlanP3Container.
 */
export const actionPlanMiExport = defineMiExport({
  reportType: 'ACTION_PLAN_SUBMITTED_DATA_P3',
  follows: ['NOTIFICATION_OF_COMPLIANCE_P3'],
  row(report) {
    const notification = report.earlier.NOTIFICATION_OF_COMPLIANCE_P3;
    const noc = earlierColumns(notification?.status === 'COMPLETED' ? notification : undefined);
    return {
      actionPlanId: report.id,
      nocId: noc.id,
      organisationName: report.organisationName,
      registrationNumber: report.registrationNumber,
      location: report.location,
      nocSubmitDate: noc.submitDate,
      actionPlanSubmitDate: report.submittedAt.toISOString(),
      actionPlanContainer: report.data,
    };
  },
});
