import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, requests, storedFiles } from '../../src/platform/db/schema';
import { startMailDelivery } from '../../src/platform/mail/delivery';
import type { MailTransport } from '../../src/platform/mail/mail';
import { createTestApp, type TestApp } from '../support/test-app';
import { multipartPayload } from '../support/multipart';

const REGULATOR = 'regulator@example.gov.uk';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const REQUEST_ID = 'ACC999101';

describe('health, readiness and metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The outbox is examined here: this app's own worker must not deliver what the tests queue.
    await t.app.mail.delivery.stop();
  });
  afterAll(async () => t.close());

  const ready = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };

  it('answers liveness without touching anything, and readiness with each check', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'UP' });
    expect(await ready()).toEqual({
      status: 200,
      body: {
        status: 'UP',
        checks: {
          database: { status: 'UP' },
          virusScanner: { status: 'NOT_CONFIGURED' },
          mailOutbox: { status: 'UP', due: 0, retrying: 0, givenUp: 0, oldestDueSeconds: 0 },
        },
      },
    });
  });

  it('stays in rotation but says DEGRADED when clamd or mail delivery fails: they are shared by every instance', async () => {
    const scanner = t.app.scanner;
    t.app.scanner = {
      description: 'down',
      scan: async () => 'clean',
      ping: () => Promise.reject(new Error('refused')),
    };
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100)); // past the readiness memo
      const down = await ready();
      expect(down.status).toBe(200);
      expect(down.body).toMatchObject({ status: 'DEGRADED', checks: { virusScanner: { status: 'DOWN' } } });
    } finally {
      t.app.scanner = scanner;
    }
    // A message due for 20 minutes: delivery is stuck.
    const [stuck] = await t.database.db
      .insert(mailOutbox)
      .values({
        template: 'Test',
        recipient: 'stuck@example.com',
        subject: 's',
        body: 'b',
        personalisation: {},
        createdAt: new Date(Date.now() - 20 * 60 * 1000),
        nextAttemptAt: new Date(Date.now() - 20 * 60 * 1000),
      })
      .returning({ id: mailOutbox.id });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const stuckMail = await ready();
    expect(stuckMail.status).toBe(200);
    expect(stuckMail.body).toMatchObject({
      status: 'DEGRADED',
      checks: { mailOutbox: { status: 'DOWN', due: 1 } },
    });
    expect(
      (stuckMail.body.checks as { mailOutbox: { oldestDueSeconds: number } }).mailOutbox.oldestDueSeconds,
    ).toBeGreaterThanOrEqual(1199);
    await t.database.db.delete(mailOutbox).where(eq(mailOutbox.id, stuck!.id));
  });

  it('is out of rotation (503) when its database does not answer', async () => {
    const db = t.app.db;
    const unreachable = () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    };
    t.app.db = new Proxy({}, { get: () => unreachable }) as typeof db;
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'DOWN', checks: { database: { status: 'DOWN' } } });
    } finally {
      t.app.db = db;
    }
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await ready()).status).toBe(200);
  });

  it('exposes Prometheus metrics: request durations by route template, outbox backlog, pool, scans', async () => {
    await t.app.inject({ method: 'GET', url: '/api/ui-configuration' });
    await t.app.inject({ method: 'GET', url: '/api/v1.0/tasks/12345' });
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /esos_http_request_duration_seconds_count\{method="GET",route="\/api\/ui-configuration",status_code="200"\} \d+/,
    );
    // The route template, never the raw URL (bounded label values).
    expect(text).toContain('route="/api/v1.0/tasks/:id"');
    expect(text).not.toContain('tasks/12345');
    expect(text).toMatch(/esos_mail_outbox_messages\{state="due"\} \d+/);
    expect(text).toContain('esos_process_cpu_seconds_total');
  });

  // Two more apps are built here (each from the snapshot), hence the longer timeout.
  it(
    'keeps /metrics private in production unless METRICS_TOKEN is set, then asks for it',
    { timeout: 120_000 },
    async () => {
      const production = {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://unused.invalid/esos',
        PUBLIC_URL: 'https://esos.example.gov.uk',
        APP_SIGNING_SECRET: 'a'.repeat(40),
        COOKIE_SECRET: 'b'.repeat(40),
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:1',
        COMPANIES_HOUSE_API_KEY: 'companies-house-key',
        COMPANY_INFORMATION_SERVICE_URL: 'https://api.company-information.service.gov.uk',
        VIRUS_SCAN: 'off',
      };
      const closed = await createTestApp(production);
      try {
        // No metrics route: the path falls to the web client's page not found when a build is served, else 404.
        const response = await closed.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { host: 'esos.example.gov.uk' },
        });
        expect([200, 404]).toContain(response.statusCode);
        expect(response.headers['content-type']).not.toMatch(/^text\/plain/);
        expect(response.body).not.toContain('esos_');
      } finally {
        await closed.close();
      }
      const token = 'metrics-token-0123456789';
      const guarded = await createTestApp({ ...production, METRICS_TOKEN: token });
      try {
        const scrape = (authorization?: string) =>
          guarded.app.inject({
            method: 'GET',
            url: '/metrics',
            headers: authorization ? { authorization } : {},
          });
        expect((await scrape()).statusCode).toBe(401);
        expect((await scrape('Bearer wrong-token-0123456789')).statusCode).toBe(401);
        expect((await scrape(`Bearer ${token}`)).statusCode).toBe(200);
      } finally {
        await guarded.close();
      }
    },
  );
});

describe('faults: each refused clearly, nothing half-written, recovery without a restart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.mail.delivery.stop();
    await t.database.db.update(mailOutbox).set({ deliveredAt: new Date() });
    const [account] = await t.database.db
      .execute<{ id: number }>(sql`select id from account order by id limit 1`)
      .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
    await t.database.db.insert(requests).values({
      id: REQUEST_ID,
      type: 'ORGANISATION_ACCOUNT_OPENING',
      status: 'IN_PROGRESS',
      accountId: account!.id,
      competentAuthority: 'ENGLAND',
    });
  });
  afterAll(async () => t.close());

  const upload = async () => {
    const { payload, headers } = multipartPayload([{ name: 'file', value: PDF, filename: 'report.pdf' }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1.0/request-notes/upload/request/${REQUEST_ID}`,
      payload,
      headers: { ...headers, authorization: `Bearer ${await t.tokenFor(REGULATOR)}` },
    });
  };
  const storedCount = async () => (await t.database.db.select({ n: count() }).from(storedFiles))[0]?.n ?? 0;
  const metric = async (pattern: RegExp) =>
    Number(pattern.exec((await t.app.inject({ method: 'GET', url: '/metrics' })).body)?.[1] ?? 0);

  it('a full disk while storing a file: FILE1004, nothing stored, and the next upload works once there is room', async () => {
    // The database's own "disk full" error (SQLSTATE 53100), raised where a full disk would raise it.
    await t.database.db.execute(sql`
      create or replace function fail_disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`);
    await t.database.db.execute(
      sql`create trigger disk_full before insert on stored_file for each row execute function fail_disk_full()`,
    );
    const before = await storedCount();
    const refused = await upload();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'FILE1004', message: 'File upload failed' });
    expect(await storedCount()).toBe(before);

    await t.database.db.execute(sql`drop trigger disk_full on stored_file`);
    const stored = await upload();
    expect(stored.statusCode, stored.body).toBe(200);
    expect(await storedCount()).toBe(before + 1);
  });

  it('clamd unreachable: FILE1004 and a counted scan failure; uploads work again as soon as it answers', async () => {
    const scanner = t.app.scanner;
    const failedBefore = await metric(/esos_virus_scans_total\{outcome="failed"\} (\d+)/);
    t.app.scanner = { description: 'down', scan: () => Promise.reject(new Error('connect ECONNREFUSED')) };
    try {
      const before = await storedCount();
      expect((await upload()).json()).toMatchObject({ code: 'FILE1004' });
      expect(await storedCount()).toBe(before);
      expect(await metric(/esos_virus_scans_total\{outcome="failed"\} (\d+)/)).toBe(failedBefore + 1);
    } finally {
      t.app.scanner = scanner;
    }
    expect((await upload()).statusCode).toBe(200);
  });

  it('the mail provider failing: the change is saved, the email retried until the provider is back, counted in metrics', async () => {
    const to = 'provider.down@example.com';
    const [queued] = await t.database.db
      .insert(mailOutbox)
      .values({ template: 'Test', recipient: to, subject: 's', body: 'b', personalisation: {} })
      .returning({ id: mailOutbox.id });
    let providerUp = false;
    const transport: MailTransport = {
      name: 'flaky',
      async send() {
        if (!providerUp) throw new Error('connect ECONNREFUSED 10.0.0.1:25');
        return { reference: 'accepted' };
      },
    };
    const outcomes: string[] = [];
    const delivery = startMailDelivery(t.database.db, transport, t.app.log, (outcome) =>
      outcomes.push(outcome),
    );
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        await delivery.deliverDue();
        await t.database.db
          .update(mailOutbox)
          .set({ nextAttemptAt: new Date(0) })
          .where(eq(mailOutbox.id, queued!.id));
      }
      const [failing] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
      expect(failing).toMatchObject({ attempts: 3, deliveredAt: null });
      expect(failing!.lastError).toContain('ECONNREFUSED');

      providerUp = true;
      await delivery.deliverDue();
      const [sent] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
      expect(sent!.deliveredAt).not.toBeNull();
      expect(outcomes).toEqual(['failed', 'failed', 'failed', 'delivered']);
    } finally {
      await delivery.stop();
    }
  });

  it('gives an email up only after a day of failures, and readiness then reports it', async () => {
    const [old] = await t.database.db
      .insert(mailOutbox)
      .values({
        template: 'Test',
        recipient: 'given.up@example.com',
        subject: 's',
        body: 'b',
        personalisation: {},
        createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000),
        attempts: 140,
      })
      .returning({ id: mailOutbox.id });
    const delivery = startMailDelivery(
      t.database.db,
      { name: 'down', send: () => Promise.reject(new Error('still down')) },
      t.app.log,
    );
    try {
      await delivery.deliverDue();
    } finally {
      await delivery.stop();
    }
    const [row] = await t.database.db
      .select({ givenUp: sql<boolean>`${mailOutbox.nextAttemptAt} = 'infinity'` })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, old!.id));
    expect(row?.givenUp).toBe(true);
    const readiness = (await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json();
    expect(readiness).toMatchObject({
      status: 'DEGRADED',
      checks: { mailOutbox: { status: 'DOWN', givenUp: 1 } },
    });
  });
});
