import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';

export const portalSettingsKey = 'portal';

export async function readSettings(db: Database, key: string, options: { forUpdate?: boolean } = {}) {
  const select = db.select().from(settings).where(eq(settings.key, key));
  const [row] = options.forUpdate ? await select.for('update') : await select;
  return row;
}

export async function writeSettings(
  db: Database,
  key: string,
  value: Record<string, unknown>,
  at: Date,
  by: string | null,
): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: at, updatedBy: by })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at, updatedBy: by } });
}
