import { defineMiExport, earlierColumns } from '../reports/mi-export';

/**
 * PROGRESS_UPDATE_2_SUBMITTED_DATA_P3: each submitted progress update 2 with its account, and the
 * progress update 1 and action plan of the same phase; the document is its ProgressUpdate2P3Container.
 */
export const progressUpdate2MiExport = defineMiExport({
  reportType: 'PROGRESS_UPDATE_2_SUBMITTED_DATA_P3',
  follows: ['PROGRESS_UPDATE_1_P3', 'ACTION_PLAN_P3'],
  row(report) {
    const previous = earlierColumns(report.earlier.PROGRESS_UPDATE_1_P3);
    const plan = earlierColumns(report.earlier.ACTION_PLAN_P3);
    return {
      pu2Id: report.id,
      organisationName: report.organisationName,
      registrationNumber: report.registrationNumber,
      location: report.location,
      pu2SubmitDate: report.submittedAt.toISOString(),
      pu1Id: previous.id,
      pu1SubmitDate: previous.submitDate,
      actionPlanId: plan.id,
      actionPlanSubmitDate: plan.submitDate,
      progressUpdate2Container: report.data,
    };
  },
});
