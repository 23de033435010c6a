import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestTaskType } from '../../src/workflow/catalogue';
import { loadUserContext } from '../../src/domain/current-user';
import { requests, requestTaskCounts, requestTasks } from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { requestTypeDefinitions } from '../../src/workflow/registry';
import { deriveWorkflowTables } from '../../src/workflow/tables';

/** The service's workflows, as the engine derives them. */
const workflowTables = deriveWorkflowTables(requestTypeDefinitions);

const APPLICANT = 'new.operator@example.com';
const OPERATOR = 'operator@example.com';
const REGULATOR = 'regulator@example.gov.uk';
const LISTS = ['assigned-to-me', 'assigned-to-others', 'unassigned'] as const;

/**
 * request_task_count is kept by triggers and read for the dashboard totals: after every kind of
 * change it must hold exactly what counting the tasks gives, and the totals must equal brute-force
 * counts over the tasks the caller may see.
 */
describe('dashboard totals from trigger-maintained counts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
      ...(payload === undefined ? {} : { payload }),
    });

  /** The counts table without rows that reached zero, as sorted keys with counts. */
  const storedCounts = async () =>
    (await t.database.db.select().from(requestTaskCounts).where(ne(requestTaskCounts.openTasks, 0)))
      .map((row) => `${row.scopeKind} ${row.scopeId} ${row.taskType} ${row.assignee ?? '-'} ${row.openTasks}`)
      .sort();

  /** The same, counted from the tasks (each under its competent authority and its account). */
  const groupedCounts = async () => {
    const counts = new Map<string, number>();
    for (const task of await t.database.db.select().from(requestTasks)) {
      const keys = [`COMPETENT_AUTHORITY ${task.competentAuthority}`];
      if (task.accountId !== null) keys.push(`ACCOUNT ${task.accountId}`);
      for (const scope of keys) {
        const key = `${scope} ${task.type} ${task.assignee ?? '-'}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    return [...counts].map(([key, count]) => `${key} ${count}`).sort();
  };

  /** The tasks the user may see in a list, counted from request_task with the same rules as the service. */
  const bruteForceTotal = async (email: string, list: (typeof LISTS)[number]) => {
    const userId = await t.userId(email);
    const context = await loadUserContext(t.database.db, userId);
    const scopes = context.active.flatMap((authority) => {
      const types: RequestTaskType[] = workflowTables.viewableTaskTypes(
        context.roleType,
        authority.permissions,
      );
      if (types.length === 0) return [];
      if (context.roleType === 'OPERATOR' && authority.accountId !== null) {
        return [and(eq(requestTasks.accountId, authority.accountId), inArray(requestTasks.type, types))];
      }
      if (context.roleType === 'REGULATOR' && authority.competentAuthority) {
        return [
          and(
            eq(requestTasks.competentAuthority, authority.competentAuthority as never),
            inArray(requestTasks.type, types),
          ),
        ];
      }
      return [];
    });
    if (scopes.length === 0) return 0;
    const assignment =
      list === 'assigned-to-me'
        ? eq(requestTasks.assignee, userId)
        : list === 'assigned-to-others'
          ? and(isNotNull(requestTasks.assignee), ne(requestTasks.assignee, userId))
          : isNull(requestTasks.assignee);
    const tasks = await t.database.db
      .select({ id: requestTasks.id })
      .from(requestTasks)
      .where(and(sql`(${sql.join(scopes, sql` or `)})`, assignment));
    return tasks.length;
  };

  const expectConsistent = async () => {
    expect(await storedCounts()).toEqual(await groupedCounts());
    for (const email of [OPERATOR, REGULATOR]) {
      for (const list of LISTS) {
        const response = await call(email, 'GET', `/api/v1.0/ORGANISATION/items/${list}?page=0&size=10`);
        expect(response.statusCode).toBe(200);
        expect({ email, list, total: (response.json() as { totalItems: number }).totalItems }).toEqual({
          email,
          list,
          total: await bruteForceTotal(email, list),
        });
      }
    }
  };

  it('holds the demo tasks after seeding', async () => {
    expect((await storedCounts()).length).toBeGreaterThan(0);
    await expectConsistent();
  });

  it('follows inserts, reassignments, releases, type changes and deletes, single and in bulk', async () => {
    const db = t.database.db;
    const operatorId = await t.userId(OPERATOR);
    const regulatorId = await t.userId(REGULATOR);
    const [operatorTask] = await db
      .select()
      .from(requestTasks)
      .where(eq(requestTasks.assignee, operatorId))
      .limit(1);
    if (!operatorTask) throw new Error('the demo operator has no task');
    const [regulatorTask] = await db
      .select()
      .from(requestTasks)
      .where(eq(requestTasks.type, 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW'))
      .limit(1);
    if (!regulatorTask) throw new Error('no demo review task');

    // Inserts: one, then several in one statement (one trigger call aggregating several rows).
    const insertTask = (assignee: string | null, type: RequestTaskType, template = operatorTask) =>
      ({
        requestId: template.requestId,
        type,
        accountId: template.accountId,
        competentAuthority: template.competentAuthority,
        assignee,
      }) as const;
    await db.insert(requestTasks).values(insertTask(null, 'ACTION_PLAN_P3_APPLICATION_SUBMIT'));
    await db
      .insert(requestTasks)
      .values([
        insertTask(operatorId, 'ACTION_PLAN_P3_APPLICATION_SUBMIT'),
        insertTask(operatorId, 'ACTION_PLAN_P3_APPLICATION_SUBMIT'),
        insertTask(null, 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW', regulatorTask),
        insertTask(regulatorId, 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW', regulatorTask),
      ]);
    await expectConsistent();

    // Reassign to another person, release, then take again.
    const added = await db
      .select()
      .from(requestTasks)
      .where(eq(requestTasks.requestId, operatorTask.requestId));
    const ids = added.map((task) => task.id);
    await db.update(requestTasks).set({ assignee: regulatorId }).where(eq(requestTasks.id, operatorTask.id));
    await expectConsistent();
    await db.update(requestTasks).set({ assignee: null }).where(inArray(requestTasks.id, ids));
    await expectConsistent();
    await db.update(requestTasks).set({ assignee: operatorId }).where(eq(requestTasks.id, operatorTask.id));
    await expectConsistent();

    // A type change, a change that moves nothing (payload) and a swap inside one statement.
    await db
      .update(requestTasks)
      .set({ type: 'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT' })
      .where(eq(requestTasks.id, ids[0]!));
    await db
      .update(requestTasks)
      .set({ payload: { saved: true } })
      .where(inArray(requestTasks.id, ids));
    await db
      .update(requestTasks)
      .set({
        assignee: sql`case when ${requestTasks.assignee} is null then ${operatorId}::uuid else null end`,
      })
      .where(inArray(requestTasks.id, ids));
    await expectConsistent();

    // Deletes: a task, then the tasks of a whole request through the cascade from request.
    await db.delete(requestTasks).where(eq(requestTasks.id, ids[1]!));
    await expectConsistent();
    await db.delete(requests).where(eq(requests.id, regulatorTask.requestId));
    await expectConsistent();
  });

  it('follows a task created and completed through the workflow', async () => {
    const created = await call(APPLICANT, 'POST', '/api/v1.0/requests', {
      requestCreateActionType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION',
      requestCreateActionPayload: {
        payloadType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION_PAYLOAD',
        name: 'Counted Widgets Ltd',
        competentAuthority: 'ENGLAND',
        line1: '1 High Street',
        city: 'Leeds',
        postcode: 'LS1 1AA',
        type: 'SIC',
        codes: ['28110'],
      },
    });
    expect(created.statusCode).toBe(200);
    const requestId = (created.json() as { requestId: string }).requestId;
    const [task] = await t.database.db
      .select()
      .from(requestTasks)
      .where(eq(requestTasks.requestId, requestId));
    if (!task) throw new Error('no review task');
    await expectConsistent();

    const assigned = await call(REGULATOR, 'POST', '/api/v1.0/tasks-assignment/assign', {
      taskId: task.id,
      userId: await t.userId(REGULATOR),
    });
    expect(assigned.statusCode).toBe(204);
    await expectConsistent();

    const decided = await call(REGULATOR, 'POST', '/api/v1.0/tasks/actions', {
      requestTaskId: task.id,
      requestTaskActionType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_DECISION',
      requestTaskActionPayload: {
        payloadType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_DECISION_PAYLOAD',
        decision: 'APPROVED',
        reason: 'Checked the records',
      },
    });
    expect(decided.statusCode).toBe(204);
    expect(await t.database.db.select().from(requestTasks).where(eq(requestTasks.id, task.id))).toEqual([]);
    await expectConsistent();
  });

  it('empties the counts when the tasks are truncated', async () => {
    await t.database.db.execute(sql`truncate request_task cascade`);
    expect(await storedCounts()).toEqual([]);
    await expectConsistent();
  });
});
