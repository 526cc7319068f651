import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { captchas } from '../../db/schema';

export async function insertCaptcha(db: Database, values: typeof captchas.$inferInsert): Promise<void> {
  await db.insert(captchas).values(values);
}

/** Uses the captcha up, right or wrong, and returns its answer hash if it was open and current. */
export async function consumeCaptcha(db: Database, id: string, at: Date): Promise<string | undefined> {
  const [row] = await db
    .update(captchas)
    .set({ consumedAt: at })
    .where(and(eq(captchas.id, id), isNull(captchas.consumedAt), gt(captchas.expiresAt, at)))
    .returning({ answerHash: captchas.answerHash });
  return row?.answerHash;
}
