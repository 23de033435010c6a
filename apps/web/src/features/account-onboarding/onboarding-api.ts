import { redirect } from 'react-router';
import { api, ApiError, unwrap } from '../../shared/api';
import { getSession } from '../../shared/auth';
import type { VerifiedAccountRow } from './verified-accounts-file';

/** The values of the file that the service already holds, looked up in one go for each column. */
export async function fetchAlreadyStored(rows: readonly VerifiedAccountRow[]) {
  const [numbers, emails] = await Promise.all([
    unwrap(
      api.POST('/v1.0/organisation/account-onboarding/registration-numbers', {
        body: { registrationNumbers: rows.map((row) => row.registrationNumber) },
      }),
    ),
    unwrap(
      api.POST('/v1.0/organisation/account-onboarding/emails', {
        body: { emails: rows.map((row) => row.email.toLowerCase()) },
      }),
    ),
  ]);
  return { registrationNumbers: numbers.registrationNumbers, emails: emails.emails };
}

export async function uploadVerifiedAccounts(rows: readonly VerifiedAccountRow[]): Promise<void> {
  const { error, response } = await api.POST('/v1.0/organisation/account-onboarding', {
    body: rows.map((row) => ({ registrationNumber: row.registrationNumber, email: row.email })),
  });
  if (!response.ok) throw new ApiError(response.status, error);
}

/** The refusal codes of the upload (values repeated in the list, or already stored) with their values. */
export function uploadRefusal(
  error: unknown,
): { code: 'ONBOARDING1001' | 'ONBOARDING1002'; values: string[] } | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { code?: unknown; data?: unknown } | undefined;
  if (body?.code !== 'ONBOARDING1001' && body?.code !== 'ONBOARDING1002') return null;
  const values = Array.isArray(body.data)
    ? body.data.filter((value): value is string => typeof value === 'string')
    : [];
  return { code: body.code, values };
}

/**
 * Only regulators whose MANAGE_VERIFIED_ORGANISATION_ACCOUNTS level is EXECUTE (web-screens §2.5); anyone
 * else goes to the landing page. The route checks the role first (requireRegulator).
 */
export async function uploadOrganisationAccountsLoader(): Promise<null> {
  if (getSession().userState?.roleType !== 'REGULATOR') throw redirect('/');
  let level: string | undefined;
  try {
    const { permissions } = await unwrap(api.GET('/v1.0/regulator-authorities/permissions'));
    level = permissions?.MANAGE_VERIFIED_ORGANISATION_ACCOUNTS;
  } catch {
    level = undefined;
  }
  if (level !== 'EXECUTE') throw redirect('/');
  return null;
}
