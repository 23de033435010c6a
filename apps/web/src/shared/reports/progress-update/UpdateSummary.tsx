import type { ReactNode } from 'react';
import { SummaryList } from '../../govuk/forms';
import { confirmedStatementsRow } from '..';
import { groupChangeRows } from './group-change';
import { CONFIRMATION, GROUP_CHANGE, MEASURES_NAME, STATEMENTS, type BaseUpdate } from './model';

/**
 * A progress update read-only (task-forms §6): the group change when disaggregated, the measures (as the
 * update's own `children` list them), the confirmation.
 */
export function UpdateSummary({
  update,
  disaggregated,
  children,
}: {
  update: BaseUpdate;
  disaggregated: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {disaggregated ? (
        <>
          <h2 className="govuk-heading-m">{GROUP_CHANGE.name}</h2>
          <SummaryList rows={groupChangeRows(update.groupChange)} />
        </>
      ) : null}
      <h2 className="govuk-heading-m">{MEASURES_NAME}</h2>
      {children}
      <h2 className="govuk-heading-m">{CONFIRMATION.name}</h2>
      <SummaryList rows={[confirmedStatementsRow(STATEMENTS, update.responsibleOfficerConfirmation ?? [])]} />
    </>
  );
}
