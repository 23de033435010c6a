import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorSummary, fieldId } from '../../shared/forms';
import { Button, WarningText } from '../../shared/govuk';
import { Textarea } from '../../shared/govuk/forms';
import { customReportSchema, type CustomReportValues } from './custom-report-form';
import { downloadWorkbook } from './excel';
import { errorOf, useCustomReport, useMiReportTypes } from './mi-reports-api';
import { columnsOf, exportFileName, reportPageOf, toSheet } from './report-data';

type Output = z.output<typeof customReportSchema>;
const page = reportPageOf('CUSTOM');

/** The views of each authority's report schema (migrations 0009, 0016 to 0018), as a regulator looks for them. */
const REPORT_VIEWS: readonly (readonly [string, readonly string[]])[] = [
  [
    'Accounts and people',
    ['accounts', 'account_contacts', 'authorities', 'authority_permissions', 'roles', 'users'],
  ],
  ['Workflows', ['requests', 'request_tasks', 'request_task_history', 'request_actions']],
  ['Submitted reports', ['noc', 'action_plans', 'progress_updates_1', 'progress_updates_2']],
  ['Audit trail', ['audit_events']],
];

/** A regulator's SQL over their authority's report views, exported to Excel; REPORT1001 shows on the field. */
export function CustomReportPage() {
  const run = useCustomReport();
  const unavailableReason = useMiReportTypes().data?.find(
    (entry) => entry.miReportType === 'CUSTOM',
  )?.unavailableReason;
  const [exported, setExported] = useState<number | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<CustomReportValues, unknown, Output>({
    resolver: zodResolver(customReportSchema),
    defaultValues: { sqlQuery: '' },
    shouldFocusError: false,
  });

  const onSubmit = handleSubmit(async ({ sqlQuery }) => {
    setExported(null);
    try {
      const result = await run.mutateAsync(sqlQuery ?? '');
      const columns = columnsOf(result);
      await downloadWorkbook(
        [toSheet('Custom report', columns, result.results ?? [])],
        exportFileName(page?.fileName ?? 'custom-report'),
      );
      setExported(result.results?.length ?? 0);
    } catch (error) {
      const { code, message } = errorOf(error);
      setError('sqlQuery', {
        type: 'server',
        message:
          code === 'REPORT1001' && message
            ? `The query could not be run: ${message}`
            : 'The report could not be created. Try again.',
      });
    }
  });

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <FormErrorSummary errors={formState.errors} submitCount={formState.submitCount} />
        <h1 className="govuk-heading-l">{page?.title}</h1>
        {unavailableReason ? <WarningText>{unavailableReason}</WarningText> : null}
        <p className="govuk-body">Write a PostgreSQL SELECT query over your authority’s report views:</p>
        <ul className="govuk-list govuk-list--bullet">
          {REPORT_VIEWS.map(([group, views]) => (
            <li key={group}>
              {group}: {views.join(', ')}
            </li>
          ))}
        </ul>
        <p className="govuk-body">
          The query is one SELECT (WITH … SELECT is allowed) over these views, using aggregate, window, text,
          number, date and JSON functions. It runs read-only, for at most 30 seconds, and may return up to
          10,000 rows.
        </p>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Textarea
            id={fieldId('sqlQuery')}
            label="SQL query"
            labelClassName="govuk-label--m"
            hint="For example: select name, status from accounts order by name"
            rows={10}
            spellCheck={false}
            errorMessage={formState.errors.sqlQuery?.message}
            {...register('sqlQuery')}
          />
          <Button type="submit" disabled={formState.isSubmitting}>
            Export to Excel
          </Button>
        </form>
        {exported !== null ? (
          <p className="govuk-body" role="status">
            Your report with {exported} {exported === 1 ? 'row' : 'rows'} has been downloaded.
          </p>
        ) : null}
      </div>
    </div>
  );
}
