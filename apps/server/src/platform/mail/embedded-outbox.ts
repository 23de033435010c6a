import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './mail';

/**
 * The embedded default: nothing leaves the machine. Messages stay in the outbox table, where the
 * development mailbox page (/dev/mailbox) and the tests read them.
 */
export function embeddedOutbox(log: FastifyBaseLogger): MailTransport {
  return {
    name: 'outbox',
    async send(message) {
      log.info({ mailId: message.id, template: message.template }, 'mail kept in the embedded outbox');
      return { reference: `outbox-${message.id}` };
    },
  };
}
