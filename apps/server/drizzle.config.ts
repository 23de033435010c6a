import { defineConfig } from 'drizzle-kit';

// Generates versioned SQL migrations from the schema; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  // The platform's tables, the reports' submitted records the workflows keep (ADR 45) and the deadline
  // reminders sent (ADR 49), and where each account's reports stand (ADR 50).
  schema: [
    './src/platform/db/schema/index.ts',
    './src/workflow/reports/records.ts',
    './src/api/reminders/table.ts',
    './src/api/compliance/table.ts',
    './src/api/compliance-reminders/table.ts',
  ],
  out: './drizzle',
});
