import { seedDashboard, type DashboardUsers } from './dashboard-seed';
import { bearer, runScaleBenchmark } from './support/scaled-bench';

// Dashboard lists at two sizes of the task table, on PostgreSQL, in process (app.inject), with the
// read caches emptied before every call so each figure is the database path. Figures and the target
// are printed, never asserted: timing on a shared machine is not a pass/fail test.
const SIZE = 10;
/** A fixed page deep into every list at both scales (offset 100): OFFSET costs grow with the page, not the table. */
const DEEP_PAGE = 10;

const lists = ['assigned-to-me', 'assigned-to-others', 'unassigned'] as const;
const pages = [0, DEEP_PAGE] as const;
type Who = 'regulator' | 'operator';

interface Case {
  who: Who;
  list: (typeof lists)[number];
  page: number;
}

await runScaleBenchmark<Case, DashboardUsers>({
  database: 'esos_bench_dashboard',
  defaultScales: '10000,1000000',
  sizeName: 'tasks',
  title: `GET /api/v1.0/ORGANISATION/items/{list}?page&size=${SIZE}`,
  target: 1.25,
  seed: seedDashboard,
  describe: async (app, ids) => {
    const headers: Record<Who, Record<string, string>> = {
      regulator: await bearer(app, ids.regulatorId),
      operator: await bearer(app, ids.operatorId),
    };
    return {
      cases: (['regulator', 'operator'] as const).flatMap((who) =>
        lists.flatMap((list) => pages.map((page) => ({ who, list, page }))),
      ),
      url: ({ list, page }) => `/api/v1.0/ORGANISATION/items/${list}?page=${page}&size=${SIZE}`,
      headers: ({ who }) => headers[who],
    };
  },
  check: (item, body) => {
    const parsed = JSON.parse(body) as { items: unknown[]; totalItems: number };
    if (parsed.items.length === 0) throw new Error(`${item.who} ${item.list} page ${item.page} is empty`);
    return parsed.totalItems;
  },
  label: ({ who, list, page }) => `${who.padEnd(10)} ${list.padEnd(19)} page ${String(page).padStart(3)}`,
});
