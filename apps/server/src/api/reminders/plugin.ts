import type { FastifyInstance } from 'fastify';
import { startDeadlineReminders } from './job';

/** Starts this instance's deadline reminders (ADR 49) on the workflows it runs; stops them on close. */
export function registerDeadlineReminders(app: FastifyInstance): void {
  const reminders = startDeadlineReminders(
    app.db,
    app.workflow,
    { context: app.mail.context, kick: () => app.mail.delivery.kick() },
    app.log,
    app.config.reminders,
  );
  app.addHook('onClose', async () => reminders.stop());
}
