import { RARE_WORD, seedAccounts } from './accounts-seed';
import { bearer, runScaleBenchmark } from './support/scaled-bench';

// Account search (GET /api/v1.0/organisation/accounts) at two sizes of the account table, on
// PostgreSQL, in process (app.inject), with the read caches emptied before every call. Figures and
// the target are printed, never asserted: timing on a shared machine is not a pass/fail test.
const SIZE = 10;

type Who = 'regulator' | 'operator';
interface Case {
  name: string;
  who: Who;
  term?: string;
  page: number;
}

await runScaleBenchmark<Case, Awaited<ReturnType<typeof seedAccounts>>>({
  database: 'esos_bench_accounts',
  defaultScales: '1000,100000',
  sizeName: 'accounts',
  title: `GET /api/v1.0/organisation/accounts?term&page&size=${SIZE}`,
  target: 1.5,
  seed: seedAccounts,
  describe: async (app, seeded) => {
    const headers: Record<Who, Record<string, string>> = {
      regulator: await bearer(app, seeded.regulatorId),
      operator: await bearer(app, seeded.operatorId),
    };
    const regulator = (name: string, term: string | undefined, page = 0): Case => ({
      name,
      who: 'regulator',
      ...(term ? { term } : {}),
      page,
    });
    return {
      cases: [
        regulator('name, few matches', RARE_WORD.slice(0, 6).toLowerCase()),
        regulator('name, many matches', 'energy'),
        regulator('organisation id', seeded.organisationId.toLowerCase()),
        regulator('registration number', seeded.registrationNumber.toLowerCase()),
        regulator('no term', undefined),
        regulator('no term', undefined, 10),
        { name: 'name', who: 'operator', term: 'ltd', page: 0 },
      ],
      url: ({ term, page }) =>
        `/api/v1.0/organisation/accounts?${term ? `term=${encodeURIComponent(term)}&` : ''}page=${page}&size=${SIZE}`,
      headers: ({ who }) => headers[who],
    };
  },
  check: (item, body) => {
    const parsed = JSON.parse(body) as { accounts: unknown[]; total: number };
    if (parsed.accounts.length === 0) throw new Error(`${item.who} ${item.name} page ${item.page} is empty`);
    return parsed.total;
  },
  label: ({ who, name, page }) => `${who.padEnd(10)} ${name.padEnd(20)} page ${String(page).padStart(2)}`,
});
