import { ports } from './ports';

// Not imported from mail-catcher.ts: importing it would start another catcher in the test's process.
const mailCatcherHttpPort = ports.mailCatcherHttp;

interface CaughtMail {
  subject: string;
  text: string;
  receivedAt: string;
}

/**
 * The path and query (`/reset-password?ticket=…`) of the link in the newest mail to `recipient` received
 * since `since` whose text has one matching `pattern`; waits up to 15 s, since mail is delivered by a job
 * after the request that queued it. The host is left out: the server's PUBLIC_URL is not the test's.
 */
export async function readMailedLink(
  recipient: string,
  since: Date,
  pattern: RegExp = /https?:\/\/[^\s/]+(\/reset-password\?ticket=[^\s<>"')]+)/,
): Promise<string> {
  for (let attempt = 0; attempt < 75; attempt += 1) {
    const response = await fetch(
      `http://127.0.0.1:${mailCatcherHttpPort}/messages?to=${encodeURIComponent(recipient)}`,
    );
    const mails = (await response.json()) as CaughtMail[];
    const fresh = mails.filter((mail) => new Date(mail.receivedAt) >= since);
    for (const mail of fresh.reverse()) {
      const path = mail.text.match(pattern)?.[1];
      if (path) return path;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail with a link reached ${recipient} since ${since.toISOString()}.`);
}

/**
 * Waits until a mail to `recipient` whose subject matches `subject` has reached the catcher. Delivery is
 * a background job with retries and backoff, so this allows up to 45 s.
 */
export async function waitForMail(recipient: string, subject: RegExp): Promise<CaughtMail> {
  for (let attempt = 0; attempt < 225; attempt += 1) {
    const response = await fetch(
      `http://127.0.0.1:${mailCatcherHttpPort}/messages?to=${encodeURIComponent(recipient)}`,
    );
    const mails = (await response.json()) as CaughtMail[];
    const match = mails.find((mail) => subject.test(mail.subject));
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail matching ${subject} reached ${recipient}.`);
}
