import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, userFeedback } from '../../src/platform/db/schema';
import { startMailDelivery } from '../../src/platform/mail/delivery';
import { composeMail, enqueueMail, type MailTransport } from '../../src/platform/mail/mail';
import { createTestApp, type TestApp } from '../support/test-app';

describe('mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      FEEDBACK_RECIPIENTS: 'team@example.gov.uk, second@example.gov.uk',
      DEV_TOOLS: 'true',
    });
  });
  afterAll(async () => t.close());

  const outboxFor = (to: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(desc(mailOutbox.id));

  it('sends the feedback survey to each configured mailbox, in the same transaction as the answers', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/users/feedback',
      payload: {
        userRegistrationRate: 'VERY_SATISFIED',
        onlineGuidanceRate: 'SATISFIED',
        creatingAccountRate: 'SATISFIED',
        onBoardingRate: 'DISSATISFIED',
        tasksRate: 'NOT_APPLICABLE_NOT_USED_YET',
        satisfactionRate: 'SATISFIED',
        improvementSuggestion: 'More examples <please>',
      },
    });
    expect(response.statusCode).toBe(204);
    const [message] = await outboxFor('team@example.gov.uk');
    expect(message).toMatchObject({
      template: 'UserFeedbackForService',
      subject: 'Feedback on the service – Manage your ESOS reporting',
    });
    expect(message?.body).toContain('User registration: Very satisfied');
    expect(message?.body).toContain('How we could improve this service: More examples <please>');
    expect(message?.body).toContain('esos@environment-agency.gov.uk');
    expect(await outboxFor('second@example.gov.uk')).toHaveLength(1);
    await t.app.mail.delivery.deliverDue();
    const [delivered] = await outboxFor('team@example.gov.uk');
    expect(delivered?.deliveredAt).toBeInstanceOf(Date);
    expect(delivered?.providerReference).toBe(`outbox-${delivered?.id}`);
  });

  it('writes nothing when the change fails', async () => {
    const before = (await t.database.db.select().from(mailOutbox)).length;
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueMail(
          tx,
          composeMail(t.app.mail.context, {
            template: 'Test',
            to: 'a@example.com',
            subject: 'S',
            paragraphs: ['x'],
          }),
        );
        await tx.insert(userFeedback).values({ payload: {}, userId: '00000000-0000-0000-0000-000000000000' });
      }),
    ).rejects.toThrow();
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(before);
  });

  it('retries a failed delivery later and delivers each message once', async () => {
    const to = 'retry@example.com';
    await enqueueMail(
      t.database.db,
      composeMail(t.app.mail.context, { template: 'Test', to, subject: 'Retry', paragraphs: ['Body'] }),
    );
    const sent: number[] = [];
    let failNext = true;
    const flaky: MailTransport = {
      name: 'flaky',
      async send(message) {
        if (message.to !== to) return {};
        if (failNext) {
          failNext = false;
          throw new Error('provider unavailable');
        }
        sent.push(message.id);
        return { reference: 'ref-1' };
      },
    };
    const delivery = startMailDelivery(t.database.db, flaky, t.app.log);
    try {
      await delivery.deliverDue();
      const [failed] = await outboxFor(to);
      expect(failed).toMatchObject({ attempts: 1, deliveredAt: null, lastError: 'provider unavailable' });
      expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

      // Due again: two workers (two instances) race for it; only one sends.
      await t.database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(mailOutbox.id, failed!.id));
      const other = startMailDelivery(t.database.db, flaky, t.app.log);
      await Promise.all([delivery.deliverDue(), other.deliverDue()]);
      await other.stop();
      expect(sent).toEqual([failed!.id]);
      const [done] = await outboxFor(to);
      expect(done).toMatchObject({ attempts: 2, providerReference: 'ref-1' });
    } finally {
      await delivery.stop();
    }
  });

  it('shows the outbox as a development mailbox', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json?to=TEAM@example.gov.uk' });
    expect(json.statusCode).toBe(200);
    expect(json.json().messages[0]).toMatchObject({
      to: 'team@example.gov.uk',
      template: 'UserFeedbackForService',
    });
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('More examples &#60;please&#62;');
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox.json?to=not-an-email' })).statusCode).toBe(
      400,
    );
  });
});
