import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type ParsedMail, parseMail } from './mime';

export interface ReceivedMail extends ParsedMail {
  envelopeTo: string[];
  /** The message as received (for parts the simple parser does not read: attachments). */
  raw: string;
}

export interface SmtpTestServer {
  url: string;
  messages: ReceivedMail[];
  /** Times at which recipients were refused (with `refuseRecipients`). */
  refusals: number[];
  close(): Promise<void>;
}

/** A real SMTP peer on 127.0.0.1 that keeps what it receives, or refuses every recipient with a 550. */
export async function startSmtpTestServer(
  options: { refuseRecipients?: boolean } = {},
): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const refusals: number[] = [];
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo(_address, _session, callback) {
      if (!options.refuseRecipients) return callback();
      refusals.push(Date.now());
      callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ ...parseMail(raw), envelopeTo, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refusals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 where nothing listens (for refused connections). */
export async function closedPort(): Promise<number> {
  const { createServer } = await import('node:net');
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
