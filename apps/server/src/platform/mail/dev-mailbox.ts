import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailOutbox } from '../db/schema';

const querySchema = z.object({ to: z.email().optional() }).strict();

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Development only (registered only with DEV_TOOLS=true, which production and real mail transports
 * refuse): the embedded outbox read as a mailbox, as a page
 * for people trying the service and as JSON for the browser tests.
 */
export function registerDevMailbox(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const newest = async (to?: string) =>
    app.db
      .select({
        to: mailOutbox.recipient,
        subject: mailOutbox.subject,
        body: mailOutbox.body,
        template: mailOutbox.template,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.recipient, to.toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.id))
      .limit(50);

  typed.get('/dev/mailbox.json', { schema: { hide: true, querystring: querySchema } }, async (request) => ({
    messages: await newest(request.query.to),
  }));

  typed.get('/dev/mailbox', { schema: { hide: true, querystring: querySchema } }, async (request, reply) => {
    const messages = await newest(request.query.to);
    const items = messages
      .map(
        (message) => `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p>To ${escapeHtml(message.to)}, ${message.createdAt.toISOString()} (${escapeHtml(message.template)})</p>
  <pre>${escapeHtml(message.body).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre>
</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Development mailbox - Manage your ESOS reporting</title></head>
<body>
<main>
<h1>Development mailbox</h1>
<p>Emails the service would have sent, newest first. This page exists only outside production.</p>
${items || '<p>No emails yet.</p>'}
</main>
</body>
</html>`);
  });
}
