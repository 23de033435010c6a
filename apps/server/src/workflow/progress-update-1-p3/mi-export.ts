import { defineMiExport, earlierColumns } from '../reports/mi-export';

/**
 * PROGRESS_UPDATE_1_SUBMITTED_DATA_P3: each submitted progress update 1 with its account and the action
 * plan of the same phase; the document is its ProgressUpdate1P3Container.
 */
export const progressUpdate1MiExport = defineMiExport({
  reportType: 'PROGRESS_UPDATE_1_SUBMITTED_DATA_P3',
  follows: ['ACTION_PLAN_P3'],
  row(report) {
    const plan = earlierColumns(report.earlier.ACTION_PLAN_P3);
    return {
      pu1Id: report.id,
      organisationName: report.organisationName,
      registrationNumber: report.registrationNumber,
      location: report.location,
      pu1SubmitDate: report.submittedAt.toISOString(),
      actionPlanId: plan.id,
      actionPlanSubmitDate: plan.submitDate,
      progressUpdate1Container: report.data,
    };
  },
});
