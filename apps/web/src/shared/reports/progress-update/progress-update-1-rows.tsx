import type { components } from '../../api';
import type { SummaryListRow } from '../../govuk/forms';
import { formatKwh, yesNo } from '..';
import { addedMeasureRows, methodRows } from './measure-parts';

/**
 * Progress update 1's answers read-only (task-forms §3, §6): on its own pages and timeline, and under each
 * measure progress update 2 carries over from it.
 */

export const PERIOD_2024 = 'between 6 December 2024 and 5 December 2025';
export const PERIOD_2023 = 'between 6 December 2023 and 5 December 2024';

type Schemas = components['schemas'];

/** A progress update 1 answer about a plan measure (`after`: planned after the plan was sent). */
export function progressUpdate1Rows(
  part: Schemas['ProgressUpdate1P3EnergyEfficiencyMeasure'] | null | undefined,
  after: boolean,
): SummaryListRow[] {
  if (!part) return [{ key: 'Progress update', value: 'Not answered yet' }];
  const rows: SummaryListRow[] = [];
  if (after) {
    rows.push({ key: 'Has the measure been implemented?', value: yesNo(part.measureIsImplemented) });
    if (part.measureIsImplemented) {
      rows.push(
        {
          key: 'Implemented by the date in the action plan?',
          value: yesNo(part.measureImplementedByTheDateInActionPlan),
        },
        { key: `Reduction ${PERIOD_2024}`, value: formatKwh(part.reductionEnergyConsumption2024To2025) },
        { key: `Reduction ${PERIOD_2023}`, value: formatKwh(part.reductionEnergyConsumption2023To2024) },
        ...methodRows(part.estimationMethodType, part.estimationMethodDescription),
      );
    }
  } else {
    rows.push({ key: `Report a reduction ${PERIOD_2024}?`, value: yesNo(part.reportReduction2024To2025) });
    if (part.reportReduction2024To2025) {
      rows.push({
        key: `Reduction ${PERIOD_2024}`,
        value: formatKwh(part.reductionEnergyConsumption2024To2025),
      });
    }
    rows.push({ key: `Report a reduction ${PERIOD_2023}?`, value: yesNo(part.reportReduction2023To2024) });
    if (part.reportReduction2023To2024) {
      rows.push({
        key: `Reduction ${PERIOD_2023}`,
        value: formatKwh(part.reductionEnergyConsumption2023To2024),
      });
    }
    if (part.reportReduction2024To2025 || part.reportReduction2023To2024) {
      rows.push(...methodRows(part.estimationMethodType, part.estimationMethodDescription));
    }
  }
  rows.push({ key: 'Context', value: part.providedContext ?? 'None' });
  return rows;
}

/** A measure progress update 1 added. */
export function progressUpdate1AddedRows(
  measure: Schemas['ProgressUpdate1P3AddedMeasure'],
): SummaryListRow[] {
  return addedMeasureRows(measure, [
    { key: `Reduction ${PERIOD_2024}`, value: formatKwh(measure.reductionEnergyConsumption2024To2025) },
    { key: `Reduction ${PERIOD_2023}`, value: formatKwh(measure.reductionEnergyConsumption2023To2024) },
  ]);
}
