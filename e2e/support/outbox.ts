import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { ports } from './ports';

/**
 * Mail goes over SMTP to the mail catcher (support/mail-catcher.ts); SMS stays in the server's
 * `outbox_messages` table (SMS_PROVIDER=outbox), read straight from its embedded PostgreSQL (port and
 * data directory from the Playwright config; the password the server keeps in `<DATA_DIR>/postgres-password`).
 */
function connect(): pg.Client {
  const dataDir = process.env.PORTAL_E2E_DATA_DIR;
  const port = Number(process.env.PORTAL_E2E_PG_PORT);
  if (!dataDir || !port)
    throw new Error('PORTAL_E2E_DATA_DIR and PORTAL_E2E_PG_PORT come from the e2e config.');
  const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
  return new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
}

const codePattern = /(?<!\d)(\d{6})(?!\d)/;

/**
 * The 6-digit code of the newest message to `recipient` created after `since`; waits up to 10 s for it,
 * since the message is written by the request that asked for it.
 */
export async function readLatestCode(recipient: string, since: Date): Promise<string> {
  return recipient.includes('@') ? readMailedCode(recipient, since) : readOutboxCode(recipient, since);
}

/** The code in the newest mail the catcher received for `recipient` since `since` (delivery is async). */
async function readMailedCode(recipient: string, since: Date): Promise<string> {
  for (let attempt = 0; attempt < 75; attempt += 1) {
    const response = await fetch(
      `http://127.0.0.1:${ports.mailCatcherHttp}/messages?to=${encodeURIComponent(recipient)}`,
    );
    const mails = (await response.json()) as { text: string; receivedAt: string }[];
    const fresh = mails.filter((mail) => new Date(mail.receivedAt) >= since);
    const code = fresh.at(-1)?.text.match(codePattern)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail with a code reached ${recipient} since ${since.toISOString()}.`);
}

async function readOutboxCode(recipient: string, since: Date): Promise<string> {
  const client = connect();
  await client.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { rows } = await client.query<{ body_text: string }>(
        `select body_text from outbox_messages
          where lower(recipient) = lower($1) and created_at >= $2
          order by created_at desc limit 1`,
        [recipient, since],
      );
      const code = rows[0]?.body_text.match(codePattern)?.[1];
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`No code for ${recipient} in the outbox since ${since.toISOString()}.`);
  } finally {
    await client.end();
  }
}
