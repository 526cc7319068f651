import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSecrets } from '../../db/schema';

/** Stores the secret under its name unless one is already there (the first instance to start wins). */
export async function insertSecretIfMissing(db: Database, name: string, value: string): Promise<void> {
  await db.insert(appSecrets).values({ name, value }).onConflictDoNothing();
}

export async function findSecret(db: Database, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return row?.value;
}
