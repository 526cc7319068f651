import { systemRoleCodes } from '@portal/contracts/permissions';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createUserWithRole, createVendor } from '../../../test/access-fixtures';
import { bearer, signIn, someAddress } from '../../../test/identity-fixtures';
import { buildTestApp, manualClock } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';

/** A test file's world: its own database, a clock it moves by hand, and the app. */
export async function startMembersWorld() {
  const database: TestDatabase = await createTestDatabase();
  const clock = manualClock(new Date());
  const app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' }, clock });
  return {
    database,
    db: database.db,
    clock,
    app,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
export type MembersWorld = Awaited<ReturnType<typeof startMembersWorld>>;

export interface Person {
  id: string;
  account: string;
  email: string;
  name: string;
  token: string;
  headers: { authorization: string };
}

let serial = 0;

/** A signed-in person holding a built-in role (`member` unless given), with a verified e-mail. */
export async function person(
  world: MembersWorld,
  options: { role?: string; name?: string; mobile?: string; email?: string } = {},
): Promise<Person> {
  serial += 1;
  const account = `person${serial}${Math.random().toString(36).slice(2, 7)}`;
  const user = await createUserWithRole(world.db, options.role ?? systemRoleCodes.member, {
    account,
    name: options.name ?? `成員${serial}`,
    email: options.email ?? `${account}@example.test`,
    ...(options.mobile ? { mobile: options.mobile } : {}),
  });
  const token = await signIn(world.app, account);
  return { id: user.id, account, email: user.email ?? '', name: user.name, token, headers: bearer(token) };
}

/** A vendor with an owner, a manager and a member (each signed in). */
export async function vendorWithPeople(world: MembersWorld, name = '甲公司') {
  const owner = await person(world, { name: `${name}負責人` });
  const manager = await person(world, { name: `${name}管理者` });
  const member = await person(world, { name: `${name}成員` });
  const vendor = await createVendor(
    world.db,
    [
      { userId: owner.id, role: 'owner' },
      { userId: manager.id, role: 'manager' },
      { userId: member.id, role: 'member' },
    ],
    name,
  );
  return { vendor, owner, manager, member };
}

/** `app.inject` as a person (or nobody), from a fresh address. */
export function call(
  world: MembersWorld,
  who: Person | null,
  options: { method: InjectOptions['method']; url: string; payload?: unknown },
) {
  return world.app.inject({
    method: options.method,
    url: `/api/v1${options.url}`,
    headers: who ? who.headers : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as InjectOptions['payload'] }),
    remoteAddress: someAddress(),
  });
}

/** The newest e-mail body sent to an address with a template. */
export async function latestMail(db: Database, recipient: string, template: string) {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, template)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return row;
}

/** The invitation token in the newest invitation mail to an address. */
export async function invitationToken(db: Database, recipient: string): Promise<string> {
  const mail = await latestMail(db, recipient, 'vendor-invitation');
  const token = /#token=([A-Za-z0-9_-]+)/.exec(mail?.bodyText ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${recipient}`);
  return token;
}

export type App = FastifyInstance;
