import { multipartPayload } from '../../support/multipart';
import type { TestApp } from '../../support/test-app';
import type { Fixtures, MatrixCase } from './cases';
import { nocSubmitTaskId } from './fixtures';

let taskId: number | undefined;
// One body for every caller: a file that is not a CSV, refused (NOC1003) once the caller is checked.
const form = multipartPayload([{ name: 'file', value: Buffer.from('%PDF-1.4'), filename: 'not-a.pdf' }]);

const setup = async (t: TestApp, f: Fixtures) => {
  taskId = await nocSubmitTaskId(t, f);
};
const task = () => {
  if (taskId === undefined) throw new Error('organisation structure case used before its setup');
  return taskId;
};

/**
 * The organisation-structure CSV of a notification (ADR 18): importing it is the task's assignee's
 * (its execute permission); the template is for whoever may view the task.
 */
export const nocOrganisationStructureCases: MatrixCase[] = [
  {
    operationId: 'importNocOrganisationStructure',
    method: 'POST',
    url: () => `/api/v1.0/tasks/${task()}/noc/organisation-structure`,
    setup,
    payload: () => form.payload,
    headers: () => form.headers,
    allowed: ['operatorAdmin'],
  },
  {
    operationId: 'getNocOrganisationStructureTemplate',
    method: 'GET',
    url: () => `/api/v1.0/tasks/${task()}/noc/organisation-structure/template`,
    setup,
    // A Restricted user may view the submit task, though not execute it.
    allowed: ['operatorAdmin', 'restrictedOperator'],
  },
];
