import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { complianceReminders } from '../../src/api/compliance-reminders/table';
import { MAX_REMINDER_ACCOUNTS } from '../../src/api/compliance-reminders/schemas';
import { accounts, auditEvents, authorities, mailOutbox } from '../../src/platform/db/schema';
import { createOtherSide, type OtherSide } from './authorization-matrix/other-side';
import { createTestApp, type TestApp } from '../support/test-app';

const REGULATOR = 'regulator@example.gov.uk';
const URL = '/api/v1.0/compliance/reminders';
const PEOPLE = ['colleague.operator@example.com', 'operator@example.com'];

/** Issue 38 point 5 (ADR 51): a regulator's reminders to the accounts chosen on a compliance list. */
describe('compliance reminders', () => {
  let t: TestApp;
  let other: OtherSide;
  /** A second instance of the service on the same database. */
  let second: FastifyInstance;
  /** LIVE accounts of England whose primary contact and Advanced users are Olivia and Colin. */
  let reachable: number[];
  let nobody: number;
  let closed: number;

  const post = async (email: string, path: string, payload: object, app: FastifyInstance = t.app) =>
    app.inject({
      method: 'POST',
      url: path,
      headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
      payload,
    });
  const mails = async () =>
    t.database.db
      .select({ recipient: mailOutbox.recipient, subject: mailOutbox.subject, body: mailOutbox.body })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'EmailComplianceReminder'))
      .orderBy(asc(mailOutbox.id));
  const claims = async (report: string) =>
    t.database.db
      .select()
      .from(complianceReminders)
      .where(eq(complianceReminders.requestType, report))
      .orderBy(asc(complianceReminders.accountId));
  const ids = (list: { accountId: number }[]) => list.map((entry) => entry.accountId).sort((a, b) => a - b);

  beforeAll(async () => {
    t = await createTestApp();
    other = await createOtherSide(t);
    second = await buildApp(t.config, { database: t.database });
    await second.ready();
    const db = t.database.db;
    const olivias = await db
      .selectDistinct({ id: authorities.accountId })
      .from(authorities)
      .where(
        and(
          eq(authorities.userId, await t.userId('operator@example.com')),
          eq(authorities.code, 'operator_admin'),
        ),
      );
    const all = olivias.map((row) => row.id ?? 0).sort((a, b) => a - b);
    expect(all.length).toBeGreaterThan(6);
    nobody = all[all.length - 1]!;
    closed = all[all.length - 2]!;
    reachable = all.slice(0, -2);
    // Nobody to tell: every authority on the account disabled (its primary contact's too).
    await db.update(authorities).set({ status: 'DISABLED' }).where(eq(authorities.accountId, nobody));
    await db.update(accounts).set({ status: 'CLOSED' }).where(eq(accounts.id, closed));
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('previews the e-mail and what a send would do, sending nothing', async () => {
    const response = await post(REGULATOR, `${URL}/preview`, {
      report: 'NOTIFICATION_OF_COMPLIANCE_P3',
      accountIds: [nobody, closed, ...reachable],
    });
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(ids(preview.toSend)).toEqual(reachable);
    expect(preview.toSend[0]).toMatchObject({
      recipients: 2,
      organisationId: expect.stringMatching(/^ORG\d{6}$/),
    });
    expect(ids(preview.noContacts)).toEqual([nobody]);
    expect(ids(preview.notLive)).toEqual([closed]);
    expect(preview.alreadyReminded).toEqual([]);
    expect(preview.subject).toBe('Your regulator is waiting for an ESOS report – Manage your ESOS reporting');
    expect(preview.body).toMatch(/^Dear Colin Colleague,/m);
    expect(preview.body).toMatch(/has not yet received "Submit Phase 3 notification" for .+ \(ORG\d{6}\)\./);
    expect(preview.body).toMatch(/The last day to submit it is \d{1,2} \w+ \d{4}\./);
    expect(await mails()).toEqual([]);
    expect(await claims('NOTIFICATION_OF_COMPLIANCE_P3')).toEqual([]);
  });

  it('sends to each primary contact and Advanced user, reports who had nobody, audits each send', async () => {
    const response = await post(REGULATOR, URL, {
      report: 'NOTIFICATION_OF_COMPLIANCE_P3',
      accountIds: [nobody, closed, ...reachable],
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(ids(result.sent)).toEqual(reachable);
    expect(ids(result.noContacts)).toEqual([nobody]);
    expect(ids(result.notLive)).toEqual([closed]);
    expect(result.alreadyReminded).toEqual([]);

    const sent = await mails();
    expect(sent).toHaveLength(reachable.length * PEOPLE.length);
    expect([...new Set(sent.map((mail) => mail.recipient))].sort()).toEqual(PEOPLE);
    const rows = await claims('NOTIFICATION_OF_COMPLIANCE_P3');
    expect(rows.map((row) => row.accountId)).toEqual(reachable);
    expect(rows[0]).toMatchObject({ recipients: 2, sentBy: await t.userId(REGULATOR) });

    // On the account's history, by the regulator, through the audit page's own call.
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v1.0/accounts/${reachable[0]}/audit-events`,
      headers: { authorization: `Bearer ${await t.tokenFor(REGULATOR)}` },
    });
    const event = history
      .json()
      .events.find((entry: { entityType: string }) => entry.entityType === 'compliance_reminder');
    expect(event).toMatchObject({
      action: 'INSERT',
      actorUserId: await t.userId(REGULATOR),
      operation: 'POST /api/v1.0/compliance/reminders',
      changes: { request_type: { new: 'NOTIFICATION_OF_COMPLIANCE_P3' }, recipients: { new: 2 } },
    });
    const audited = await t.database.db
      .select({ accountId: auditEvents.accountId })
      .from(auditEvents)
      .where(eq(auditEvents.entityType, 'compliance_reminder'));
    expect(ids(audited.map((row) => ({ accountId: row.accountId ?? 0 })))).toEqual(reachable);
  });

  it('sends a report at most once a day per account: the second send skips them', async () => {
    const before = (await mails()).length;
    const preview = (
      await post(REGULATOR, `${URL}/preview`, {
        report: 'NOTIFICATION_OF_COMPLIANCE_P3',
        accountIds: reachable,
      })
    ).json();
    expect(preview.toSend).toEqual([]);
    expect(ids(preview.alreadyReminded)).toEqual(reachable);

    const again = (
      await post('regulator.readonly@example.gov.uk', URL, {
        report: 'NOTIFICATION_OF_COMPLIANCE_P3',
        accountIds: reachable,
      })
    ).json();
    expect(again.sent).toEqual([]);
    expect(ids(again.alreadyReminded)).toEqual(reachable);
    expect(await mails()).toHaveLength(before);

    // Another report the same day is another reminder; the same report goes again the next day.
    const plan = (
      await post(REGULATOR, URL, { report: 'ACTION_PLAN_P3', accountIds: [reachable[0]] })
    ).json();
    expect(ids(plan.sent)).toEqual([reachable[0]]);
    // Yesterday's reminder does not hold today's back.
    await t.database.db
      .update(complianceReminders)
      .set({ remindedOn: '2026-01-01' })
      .where(
        and(
          eq(complianceReminders.accountId, reachable[0]!),
          eq(complianceReminders.requestType, 'NOTIFICATION_OF_COMPLIANCE_P3'),
        ),
      );
    const next = (
      await post(REGULATOR, URL, { report: 'NOTIFICATION_OF_COMPLIANCE_P3', accountIds: reachable })
    ).json();
    expect(ids(next.sent)).toEqual([reachable[0]]);
    expect(ids(next.alreadyReminded)).toEqual(reachable.slice(1));
    expect(await mails()).toHaveLength(before + 2 * PEOPLE.length);
  });

  it('sends each e-mail once when two instances send the same list at the same moment', async () => {
    const payload = { report: 'PROGRESS_UPDATE_2_P3', accountIds: [...reachable].reverse() };
    const before = (await mails()).length;
    const answers = await Promise.all([
      post(REGULATOR, URL, payload),
      post(REGULATOR, URL, payload, second),
      post('regulator.readonly@example.gov.uk', URL, { ...payload, accountIds: reachable }, second),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const sent = answers.flatMap((answer) => answer.json().sent as { accountId: number }[]);
    expect(ids(sent)).toEqual(reachable);
    const skipped = answers.flatMap((answer) => answer.json().alreadyReminded as { accountId: number }[]);
    expect(skipped).toHaveLength(reachable.length * 2);
    const mailed = (await mails()).slice(before);
    expect(mailed).toHaveLength(reachable.length * PEOPLE.length);
    expect(new Set(mailed.map((mail) => `${mail.recipient} ${mail.body}`)).size).toBe(mailed.length);
    expect((await claims('PROGRESS_UPDATE_2_P3')).map((row) => row.accountId)).toEqual(reachable);
  });

  it("lets only regulators of the accounts' own authority preview or send", async () => {
    const before = (await mails()).length;
    const body = { report: 'PROGRESS_UPDATE_1_P3', accountIds: reachable.slice(0, 2) };
    for (const path of [URL, `${URL}/preview`]) {
      for (const email of [
        'operator@example.com',
        'verifier@example.com',
        'scotland.regulator@example.gov.uk',
      ]) {
        expect((await post(email, path, body)).statusCode, `${email} ${path}`).toBe(403);
      }
      // Another authority's account among ours, or one that does not exist: the whole call refused.
      for (const accountIds of [
        [reachable[0], other.accountId],
        [other.accountId],
        [reachable[0], 99_999_999],
      ]) {
        expect((await post(REGULATOR, path, { ...body, accountIds })).statusCode).toBe(403);
      }
      const anonymous = await t.app.inject({ method: 'POST', url: path, payload: body });
      expect(anonymous.statusCode).toBe(401);
    }
    // Scotland's regulator reminds Scotland's account.
    const theirs = await post('scotland.regulator@example.gov.uk', URL, {
      report: 'PROGRESS_UPDATE_1_P3',
      accountIds: [other.accountId],
    });
    expect(ids(theirs.json().sent)).toEqual([other.accountId]);
    const mailed = (await mails()).slice(before);
    expect(mailed.map((mail) => mail.recipient)).toEqual(['scotland.operator@example.com']);
    expect(mailed[0]?.body).toContain('Highland Energy Ltd');
  });

  it('refuses unbounded, repeated, empty or unknown input, naming the field', async () => {
    const many = Array.from({ length: MAX_REMINDER_ACCOUNTS + 1 }, (_, index) => index + 1);
    const cases: [object, string][] = [
      [{ report: 'NOTIFICATION_OF_COMPLIANCE_P3', accountIds: many }, 'accountIds'],
      [{ report: 'NOTIFICATION_OF_COMPLIANCE_P3', accountIds: [reachable[0], reachable[0]] }, 'accountIds'],
      [{ report: 'NOTIFICATION_OF_COMPLIANCE_P3', accountIds: [] }, 'accountIds'],
      [{ report: 'NOTIFICATION_OF_COMPLIANCE_P3', accountIds: ['1'] }, 'accountIds.0'],
      [{ report: 'ORGANISATION_ACCOUNT_OPENING', accountIds: [reachable[0]] }, 'report'],
      [{ accountIds: [reachable[0]] }, 'report'],
    ];
    for (const path of [URL, `${URL}/preview`]) {
      for (const [payload, field] of cases) {
        const response = await post(REGULATOR, path, payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(response.json().data.map((problem: { fieldName: string }) => problem.fieldName)).toContain(
          field,
        );
      }
    }
    const rows = await t.database.db
      .select({ accountId: complianceReminders.accountId })
      .from(complianceReminders)
      .where(inArray(complianceReminders.requestType, ['ORGANISATION_ACCOUNT_OPENING']));
    expect(rows).toEqual([]);
  });
});
