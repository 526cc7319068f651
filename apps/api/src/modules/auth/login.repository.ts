import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { knownDevices, socialIdentities, users } from '../../db/schema';
import { userIdentifiedBy } from '../../db/user-identifier';

/** Finds the user by account name or e-mail, without case. */
export async function findUserForLogin(db: Database, identifier: string) {
  const [user] = await db.select().from(users).where(userIdentifiedBy(identifier)).limit(1);
  return user;
}

/** The user's sign-in state, locked for this sign-in's bookkeeping. */
export async function lockLoginState(db: Database, userId: string) {
  const [row] = await db
    .select({
      status: users.status,
      failedLogins: users.failedLogins,
      lastFailedLoginAt: users.lastFailedLoginAt,
      lockedUntil: users.lockedUntil,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function recordFailedLogin(
  db: Database,
  userId: string,
  values: { failedLogins: number; lastFailedLoginAt: Date; lockedUntil: Date | null },
) {
  await db.update(users).set(values).where(eq(users.id, userId));
}

export async function recordSuccessfulLogin(db: Database, userId: string) {
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
}

/** A known device of this user that has not expired, locked for this sign-in's bookkeeping. */
export async function lockKnownDevice(db: Database, deviceId: string, userId: string, now: Date) {
  const [row] = await db
    .select({
      id: knownDevices.id,
      failedLogins: knownDevices.failedLogins,
      lastFailedLoginAt: knownDevices.lastFailedLoginAt,
      lockedUntil: knownDevices.lockedUntil,
    })
    .from(knownDevices)
    .where(
      and(eq(knownDevices.id, deviceId), eq(knownDevices.userId, userId), gt(knownDevices.expiresAt, now)),
    )
    .for('update');
  return row;
}

export async function recordDeviceFailure(
  db: Database,
  deviceId: string,
  values: { failedLogins: number; lastFailedLoginAt: Date; lockedUntil: Date | null },
) {
  await db.update(knownDevices).set(values).where(eq(knownDevices.id, deviceId));
}

/** A device's successful sign-in: its failures are forgotten and its cookie lives on. */
export async function renewKnownDevice(db: Database, deviceId: string, expiresAt: Date) {
  await db
    .update(knownDevices)
    .set({ failedLogins: 0, lockedUntil: null, expiresAt })
    .where(eq(knownDevices.id, deviceId));
}

/** Remembers a new device of the user (and forgets the user's expired ones). */
export async function insertKnownDevice(
  db: Database,
  values: { userId: string; createdAt: Date; expiresAt: Date },
): Promise<string> {
  await db
    .delete(knownDevices)
    .where(and(eq(knownDevices.userId, values.userId), lt(knownDevices.expiresAt, values.createdAt)));
  const [row] = await db.insert(knownDevices).values(values).returning({ id: knownDevices.id });
  if (!row) throw new Error('known device insert returned no row');
  return row.id;
}

/** Links a social identity to the user; false when it was linked already. */
export async function insertSocialIdentity(
  db: Database,
  values: { provider: 'google' | 'facebook'; subject: string; userId: string; email: string | null },
): Promise<boolean> {
  const linked = await db
    .insert(socialIdentities)
    .values(values)
    .onConflictDoNothing()
    .returning({ provider: socialIdentities.provider });
  return linked.length > 0;
}
