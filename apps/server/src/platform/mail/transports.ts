import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { embeddedOutbox } from './embedded-outbox';
import type { MailTransport } from './mail';

/** GOV.UK Notify: each of our templates maps to a Notify template id, else the default one. */
async function notifyTransport(
  settings: Extract<Config['mail']['transport'], { kind: 'notify' }>,
): Promise<MailTransport> {
  const { NotifyClient } = await import('notifications-node-client');
  const client = new NotifyClient(settings.apiKey);
  return {
    name: 'notify',
    async send(message) {
      const templateId = settings.templateIds[message.template] ?? settings.templateIds.default ?? '';
      const response = await client.sendEmail(templateId, message.to, {
        // The default template shows ((subject)) and ((body)); specific templates use the named values.
        personalisation: { ...message.personalisation, subject: message.subject, body: message.body },
        reference: `esos-mail-${message.id}`,
      });
      return { reference: response.data.id };
    },
  };
}

async function smtpTransport(
  settings: Extract<Config['mail']['transport'], { kind: 'smtp' }>,
): Promise<MailTransport> {
  const nodemailer = await import('nodemailer');
  const transporter = nodemailer.createTransport(settings.url);
  return {
    name: 'smtp',
    async send(message) {
      const info = await transporter.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.body,
        // Lets a receiving system spot a retried message it has already accepted.
        messageId: `<esos-mail-${message.id}@esos.invalid>`,
      });
      return { reference: info.messageId };
    },
  };
}

/** The configured way of sending mail: the embedded outbox (default), SMTP or GOV.UK Notify. */
export async function createMailTransport(config: Config, log: FastifyBaseLogger): Promise<MailTransport> {
  const settings = config.mail.transport;
  if (settings.kind === 'smtp') return smtpTransport(settings);
  if (settings.kind === 'notify') return notifyTransport(settings);
  return embeddedOutbox(log);
}
