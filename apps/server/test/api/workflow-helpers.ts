import { eq } from 'drizzle-orm';
import { requestTasks } from '../../src/platform/db/schema';
import type { TestApp } from '../support/test-app';

export const APPLICANT = 'new.operator@example.com';
export const REGULATOR = 'regulator@example.gov.uk';
export const READ_ONLY_REGULATOR = 'regulator.readonly@example.gov.uk';
export const OPERATOR = 'operator@example.com';
export const RESTRICTED_OPERATOR = 'restricted.operator@example.com';
export const OTHER_OPERATOR = 'other.operator@example.com';
export const VERIFIER = 'verifier@example.com';

export interface Reply {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json: <T = Record<string, unknown>>() => T;
}

/** Calls the API as a demo user. */
export function caller(t: TestApp) {
  return async (
    email: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<Reply> => {
    const response = await t.app.inject({
      method,
      url: `/api/v1.0${url}`,
      headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return {
      statusCode: response.statusCode,
      headers: response.headers,
      body: response.body,
      json: <T>() => response.json() as T,
    };
  };
}

/** An application with no registration number (no Companies House call): a review task for ENGLAND. */
export async function applyForAccount(t: TestApp, name = 'Workflow Widgets Ltd') {
  const response = await caller(t)(APPLICANT, 'POST', '/requests', {
    requestCreateActionType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION',
    requestCreateActionPayload: {
      payloadType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION_PAYLOAD',
      name,
      competentAuthority: 'ENGLAND',
      line1: '1 High Street',
      city: 'Leeds',
      postcode: 'LS1 1AA',
      type: 'SIC',
      codes: ['28110'],
    },
  });
  if (response.statusCode !== 200) throw new Error(`application refused: ${response.statusCode}`);
  const { requestId } = response.json<{ requestId: string }>();
  const [task] = await t.database.db.select().from(requestTasks).where(eq(requestTasks.requestId, requestId));
  if (!task) throw new Error(`no review task for ${requestId}`);
  return { requestId, task };
}
