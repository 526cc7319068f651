import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { outboxMessages, roles, userRoles, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/password';

let passwordHashCache: Promise<string> | undefined;
export const defaultPassword = 'correct horse battery';

/** A member with a verified e-mail; its password is `defaultPassword` unless given. */
export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { password?: string; permissions?: string[] } = {},
) {
  const { password, permissions, ...values } = overrides;
  passwordHashCache ??= hashPassword(defaultPassword);
  const account = values.account ?? `user${Math.random().toString(36).slice(2, 10)}`;
  const [user] = await db
    .insert(users)
    .values({
      account,
      name: '王小明',
      email: `${account}@example.test`,
      emailVerifiedAt: new Date(),
      passwordHash: password ? await hashPassword(password) : await passwordHashCache,
      ...values,
    })
    .returning();
  if (!user) throw new Error('no user');
  if (permissions) {
    const [role] = await db
      .insert(roles)
      .values({ code: `role-${account}`, nameZh: '測試角色', nameEn: 'Test role', permissions })
      .returning();
    if (role) await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  }
  return user;
}

/** A different client address for each call, so per-address rate limits only bite where a test wants them. */
export function someAddress(): string {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
}

/** Signs in through the API (captcha off in tests) and returns the bearer token. */
export async function signIn(
  app: FastifyInstance,
  account: string,
  password = defaultPassword,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/Auth/Login',
    payload: { account, password },
    remoteAddress: someAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The 6-digit code in the newest message to this recipient (the outbox keeps it when no SMTP is set). */
export async function latestCode(db: Database, recipient: string): Promise<string> {
  const [message] = await db
    .select({ body: outboxMessages.bodyText })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

/**
 * `app.inject` that also checks no answer ever carries a password hash or the secrets given (codes,
 * tickets): what the schemas are meant to guarantee.
 */
export function guardedInject(app: FastifyInstance, secrets: () => string[] = () => []) {
  return async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    const response = await app.inject(options);
    expect(response.body).not.toMatch(/\$argon2/);
    for (const secret of secrets()) expect(response.body).not.toContain(secret);
    return response;
  };
}
