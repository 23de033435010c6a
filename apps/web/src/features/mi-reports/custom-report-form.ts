import { z } from 'zod';
import { maxLength, requiredText } from '../../shared/forms';

export const SQL_QUERY_MAX = 20_000;

export const customReportSchema = z.object({
  sqlQuery: requiredText(
    'Enter the SQL query',
    maxLength(SQL_QUERY_MAX, `The SQL query should not be more than ${SQL_QUERY_MAX} characters`),
  ),
});
export type CustomReportValues = z.input<typeof customReportSchema>;
