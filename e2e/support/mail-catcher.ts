// A real SMTP peer for the browser journeys: the e2e server sends its mail here (SMTP_URL), and specs
// read what arrived over a small HTTP API (GET /messages?to=…). Started by the Playwright config.
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { ports } from './ports';

export const mailCatcherSmtpPort = ports.mailCatcherSmtp;
export const mailCatcherHttpPort = ports.mailCatcherHttp;

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

const caught: CaughtMail[] = [];

const smtp = new SMTPServer({
  logger: false,
  authOptional: true,
  // Only local peers connect; a reverse DNS lookup per connection would only add a delay.
  disableReverseLookup: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        caught.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});

const api = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://catcher');
  response.setHeader('content-type', 'application/json');
  if (url.pathname === '/health') return response.end('{"ok":true}');
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    return response.end(JSON.stringify(caught.filter((mail) => !to || mail.to.includes(to))));
  }
  response.statusCode = 404;
  response.end('{}');
});

smtp.listen(mailCatcherSmtpPort, '127.0.0.1');
api.listen(mailCatcherHttpPort, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    smtp.close(() => api.close(() => process.exit(0)));
  });
}
