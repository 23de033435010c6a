import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineReminderMail } from '../../src/api/reminders/email';
import { mailOutbox, users } from '../../src/platform/db/schema';
import { composeMail, enqueueMails } from '../../src/platform/mail/mail';
import { createTestApp, type TestApp } from '../support/test-app';

/** E-mails go out in the language the recipient chose in their profile, English when none (ADR 55). */
describe('e-mails in the recipient’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const OPERATOR = 'operator@example.com';
  const COLLEAGUE = 'colleague.operator@example.com';
  const setLanguage = (email: string, language: 'en' | 'cy' | null) =>
    t.database.db.update(users).set({ language }).where(eq(users.email, email));
  const lastMailTo = async (email: string) => {
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return row;
  };
  const requestReset = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1.0/users/forgot-password/reset-password-email',
      payload: { email },
    });

  it('sends English to someone who never chose a language', async () => {
    await setLanguage(OPERATOR, null);
    expect((await requestReset(OPERATOR)).statusCode).toBe(204);
    const mail = await lastMailTo(OPERATOR);
    expect(mail?.subject).toBe('Reset your password – Manage your ESOS reporting');
    expect(mail?.body).toContain('We received a request to reset the password');
    expect(mail?.body).toContain('If you need help, contact');
  });

  it('sends Welsh to someone who chose Welsh, and English again once they choose English', async () => {
    await setLanguage(OPERATOR, 'cy');
    expect((await requestReset(OPERATOR)).statusCode).toBe(204);
    const welsh = await lastMailTo(OPERATOR);
    expect(welsh?.template).toBe('ResetPasswordRequest');
    expect(welsh?.subject).toBe('Ailosod eich cyfrinair – Rheoli eich adroddiadau ESOS');
    expect(welsh?.body).toContain('Cawsom gais i ailosod y cyfrinair');
    expect(welsh?.body).toContain(`${t.config.publicUrl}/forgot-password/reset-password?token=`);
    expect(welsh?.body).toContain('Os oes angen help arnoch, cysylltwch â');
    expect(welsh?.body).not.toContain('We received');

    await setLanguage(OPERATOR, 'en');
    await requestReset(OPERATOR);
    expect((await lastMailTo(OPERATOR))?.subject).toBe('Reset your password – Manage your ESOS reporting');
  });

  it('chooses per recipient in a batch, with dates written out in each language', async () => {
    await setLanguage(OPERATOR, 'cy');
    await setLanguage(COLLEAGUE, null);
    const subject = {
      taskId: 7,
      requestId: 'NCO000001',
      taskName: 'Submit Phase 3 notification',
      accountName: 'Example Ltd',
      organisationId: 'ORG1',
      lastDay: '2026-12-07',
      daysRemaining: 5,
    };
    const people = [
      { email: 'Operator@Example.com', firstName: 'Olivia', lastName: 'Operator' },
      { email: COLLEAGUE, firstName: 'Colin', lastName: 'Colleague' },
    ];
    await t.database.db.transaction((tx) =>
      enqueueMails(
        tx,
        people.map((person) => deadlineReminderMail(t.app.mail.context, person, subject)),
      ),
    );
    const welsh = await lastMailTo(OPERATOR);
    expect(welsh?.subject).toBe('Mae adroddiad ESOS yn ddyledus cyn bo hir – Rheoli eich adroddiadau ESOS');
    expect(welsh?.body).toContain(
      'Rhaid cyflwyno’r dasg "Submit Phase 3 notification" ar gyfer Example Ltd (ORG1), NCO000001, erbyn 7 Rhagfyr 2026: mae 5 diwrnod ar ôl.',
    );
    const english = await lastMailTo(COLLEAGUE);
    expect(english?.body).toContain(
      'The task "Submit Phase 3 notification" for Example Ltd (ORG1), NCO000001, must be submitted by 7 December 2026: 5 days remain.',
    );
    await setLanguage(OPERATOR, null);
  });

  it('uses the language someone asked in when they have no choice in a profile, never over their choice', async () => {
    await setLanguage(COLLEAGUE, 'en');
    const confirmation = (to: string) =>
      composeMail(t.app.mail.context, {
        template: 'EmailConfirmation',
        to,
        language: 'cy',
        text: 'emailConfirmation',
        values: { minutes: '30', link: 'https://esos.example/register' },
      });
    await t.database.db.transaction((tx) =>
      enqueueMails(tx, [confirmation('someone.new@example.com'), confirmation(COLLEAGUE)]),
    );
    expect((await lastMailTo('someone.new@example.com'))?.subject).toBe(
      'Cadarnhau eich cyfeiriad e-bost – Rheoli eich adroddiadau ESOS',
    );
    expect((await lastMailTo(COLLEAGUE))?.subject).toBe(
      'Confirm your email address – Manage your ESOS reporting',
    );
    await setLanguage(COLLEAGUE, null);
  });
});
