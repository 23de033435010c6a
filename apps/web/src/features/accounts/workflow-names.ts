import { phaseName } from './format';

/** Names of the workflow types as the workflow page's heading shows them (web-screens §6.3). */
const WORKFLOW_NAMES: Record<string, string> = {
  ORGANISATION_ACCOUNT_OPENING: 'Organisation account',
  ACCOUNT_CLOSURE: 'Close account',
  NOTIFICATION_OF_COMPLIANCE_P3: 'notification of compliance',
  ACTION_PLAN_P3: 'action plan',
  PROGRESS_UPDATE_1_P3: 'progress update 1',
  PROGRESS_UPDATE_2_P3: 'progress update 2',
};

const YEAR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' });

/** '2026 Organisation account', '2026 Phase 3 notification of compliance'. */
export function workflowHeading(type: string, creationDate: string, phase?: string): string {
  const name = WORKFLOW_NAMES[type] ?? type;
  const date = new Date(creationDate);
  const year = Number.isNaN(date.getTime()) ? '' : YEAR.format(date);
  const title = phase ? `${phaseName(phase)} ${name}` : name;
  return [year, title].filter(Boolean).join(' ');
}
