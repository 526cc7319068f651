import type { Database } from '../../db/client';
import { clientLogs } from '../../db/schema';

export type NewClientLog = typeof clientLogs.$inferInsert;

export async function insertClientLog(db: Database, entry: NewClientLog): Promise<{ id: string }> {
  const [row] = await db.insert(clientLogs).values(entry).returning({ id: clientLogs.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}
