import type { components } from '../../shared/api';
import { SummaryList } from '../../shared/govuk/forms';
import { addedMeasure, configured, reduction, type Carried } from '../../shared/reports/progress-update';
import { EarlierReports } from './carried-card';
import { PERIOD_2025, questions, updateMessages, updateRows, type Questions } from './measure-update';

type Schemas = components['schemas'];
export type ProgressUpdate = Schemas['ProgressUpdate2P3'];
export type MeasureUpdate = Schemas['ProgressUpdate2P3EnergyEfficiencyMeasure'];
export type SectionsCompleted = Schemas['ProgressUpdate2P3SectionsCompleted'];
/** A carried-over measure: of the plan (with progress update 1's answers) or added by progress update 1. */
export type CarriedMeasure = Carried<MeasureUpdate, Questions>;

const ADDED_BY_PROGRESS_UPDATE_1 = 'progressUpdate2P3UpdatedAddedMeasures';

/**
 * What progress update 2 asks of a carried-over measure (task-forms §3): whether it is implemented now, for a
 * plan measure progress update 1 said was not; otherwise whether to report a reduction, with every method for
 * a plan measure and no action plan estimate for one progress update 1 added.
 */
function describe(item: object, list: string): { name: string; questions: Questions } {
  if (list === ADDED_BY_PROGRESS_UPDATE_1) {
    const { progressUpdate1P3AddedMeasure: added } = item as Schemas['ProgressUpdate2P3UpdatedAddedMeasure'];
    return { name: added.measureName ?? 'Unnamed measure', questions: 'added' };
  }
  const measure = item as Schemas['ProgressUpdate2P3UpdatedMeasure'];
  const notImplemented = measure.progressUpdate1P3EnergyEfficiencyMeasure?.measureIsImplemented === false;
  return {
    name: measure.actionPlanEnergyEfficiencyMeasure?.measureName ?? 'Unnamed measure',
    questions: notImplemented ? 'implemented' : 'plan',
  };
}

/** The name over the earlier reports, folded away, and then the questions. */
function Earlier({ measure }: { measure: CarriedMeasure }) {
  return (
    <>
      <h2 className="govuk-heading-m">{measure.name}</h2>
      <EarlierReports measure={measure} />
    </>
  );
}

/** Read-only (task-forms §6): each measure under its name, with its earlier reports and this update's card. */
function Submitted({ measure }: { measure: CarriedMeasure }) {
  return (
    <>
      <h3 className="govuk-heading-s">{measure.name}</h3>
      <EarlierReports measure={measure} />
      <SummaryList
        rows={updateRows(measure.part, measure.questions)}
        card={{ title: 'Progress update 2', headingLevel: 4 }}
      />
    </>
  );
}

/**
 * Progress update 2: the plan's measures, then those progress update 1 added, each answered for 6 December
 * 2025 to 5 December 2026; PU21004 lists its violations.
 */
export const progressUpdate = configured({
  n: 2,
  carriedLists: ['progressUpdate2P3Measures', ADDED_BY_PROGRESS_UPDATE_1],
  describe,
  questions,
  spreadsheet: true,
  added: addedMeasure(
    'Only add measures that were not in the action plan or progress update 1 and were implemented by 5 December 2026.',
    [
      reduction(
        'reduction',
        'reductionEnergyConsumption2025To2026',
        PERIOD_2025,
        1,
        updateMessages.reduction,
      ),
    ],
  ),
  checkHeading: 'Update for action plan and progress update 1 measures',
  Earlier,
  Submitted,
  violationsCode: 'PU21004',
});
