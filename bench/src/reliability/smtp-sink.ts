import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  /** The outbox id the service puts in the Message-ID (`<esos-mail-ID@esos.invalid>`). */
  outboxId: number | undefined;
  to: string[];
  at: number;
  /** The message as it came: headers and body. */
  text: string;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  /** While true, every message is refused with 451 (a mail provider that is down). */
  failing: boolean;
  close(): Promise<void>;
}

/**
 * A minimal SMTP server on the loopback address that accepts every message and remembers it: the mail
 * provider of the reliability scripts, so they can count what each instance really sent.
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const sockets = new Set<Socket>();
  const sink: SmtpSink = {
    port: 0,
    received: [],
    failing: false,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let data = '';
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 esos-smtp-sink ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== '.') {
            data += `${line}\n`;
            continue;
          }
          inData = false;
          if (sink.failing) {
            reply('451 4.3.0 temporarily unavailable');
          } else {
            const messageId = /^Message-ID:\s*<esos-mail-(\d+)@/im.exec(data)?.[1];
            sink.received.push({
              outboxId: messageId ? Number(messageId) : undefined,
              to,
              at: Date.now(),
              text: data,
            });
            reply('250 2.0.0 accepted');
          }
          data = '';
          to = [];
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 esos-smtp-sink');
        else if (command === 'MAIL') reply('250 2.1.0 ok');
        else if (command === 'RCPT') {
          to.push(line.replace(/^RCPT TO:\s*/i, ''));
          reply('250 2.1.5 ok');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (command === 'RSET') {
          to = [];
          reply('250 2.0.0 ok');
        } else if (command === 'NOOP') reply('250 2.0.0 ok');
        else if (command === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else reply('502 5.5.2 command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const address = server.address();
  sink.port = typeof address === 'object' && address ? address.port : port;
  return sink;
}
