import { systemRoleCodes } from '@portal/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole, createVendor } from '../access-fixtures';
import { bearer, signIn, someAddress } from '../identity-fixtures';
import { buildTestApp } from '../test-app';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { type Actor, actors, expectedAccess } from './expected-access';

/**
 * The authorization matrix: every API route × every kind of caller, against the expectation written
 * by hand in expected-access.ts. A new route without a row there fails the first test.
 */
let database: TestDatabase;
let app: FastifyInstance;
const accounts: Partial<Record<Actor, string>> = {};
const tokens: Partial<Record<Actor, string>> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' } });
  const { db } = database;
  const people = {
    member: await createUserWithRole(db, systemRoleCodes.member),
    staff: await createUserWithRole(db, systemRoleCodes.staff),
    administrator: await createUserWithRole(db, systemRoleCodes.administrator),
    ownerOfVendorA: await createUserWithRole(db, systemRoleCodes.member),
    memberOfVendorB: await createUserWithRole(db, systemRoleCodes.member),
  };
  await createVendor(db, [{ userId: people.ownerOfVendorA.id, role: 'owner' }], '甲公司');
  await createVendor(db, [{ userId: people.memberOfVendorB.id, role: 'member' }], '乙公司');
  for (const [actor, user] of Object.entries(people) as [Actor, { account: string }][]) {
    accounts[actor] = user.account;
    tokens[actor] = await signIn(app, user.account);
  }
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const apiPrefix = '/api/v1';
const routeKey = (method: string, url: string) => `${method} ${url.slice(apiPrefix.length)}`;

function apiRoutes() {
  return app.declaredRoutes.filter((route) => route.url.startsWith(`${apiPrefix}/`));
}

/** A session-ending call (logout) may have ended the actor's token: sign in again when it did. */
async function ensureSignedIn(actor: Actor) {
  const token = tokens[actor];
  const account = accounts[actor];
  if (!token || !account) return;
  const check = await app.inject({ url: `${apiPrefix}/Auth`, headers: bearer(token) });
  if (check.statusCode === 401) tokens[actor] = await signIn(app, account);
}

describe('authorization matrix', () => {
  it('has an expectation for every route, and none for a route that does not exist', () => {
    const declared = apiRoutes().map((route) => routeKey(route.method, route.url));
    expect(declared.length).toBeGreaterThan(30);
    const missing = declared.filter((key) => !(key in expectedAccess));
    expect(missing, 'routes missing from expected-access.ts').toEqual([]);
    const stale = Object.keys(expectedAccess).filter((key) => !declared.includes(key));
    expect(stale, 'rows in expected-access.ts without a route').toEqual([]);
  });

  it('serves the same routes with the same access under the /api alias', () => {
    const v1 = apiRoutes().map((route) => [routeKey(route.method, route.url), route.access] as const);
    const alias = app.declaredRoutes
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith(`${apiPrefix}/`))
      .map((route) => [`${route.method} ${route.url.slice('/api'.length)}`, route.access] as const);
    expect(new Map(alias)).toEqual(new Map(v1));
  });

  // About a thousand requests (each route as each caller, and a session check before each): on a loaded
  // two-core machine that takes longer than the default 30 s.
  it('allows and denies each caller exactly as expected', async () => {
    const mismatches: string[] = [];
    for (const route of apiRoutes()) {
      const key = routeKey(route.method, route.url);
      const expected = expectedAccess[key];
      if (!expected) continue;
      const url = route.url.replaceAll(/:(\w+)/g, () => uuidv7());
      for (const actor of actors) {
        if (actor !== 'anonymous') await ensureSignedIn(actor);
        const token = tokens[actor];
        const response = await app.inject({
          method: route.method as 'GET',
          url,
          headers: token ? bearer(token) : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          remoteAddress: someAddress(),
        });
        const refused = response.statusCode === 401 || response.statusCode === 403;
        const wanted = expected[actor];
        const deniedRightly =
          actor === 'anonymous' ? response.statusCode === 401 : response.statusCode === 403;
        if (wanted === 'deny' && !deniedRightly)
          mismatches.push(`${key} as ${actor}: ${response.statusCode}`);
        if (wanted === 'allow' && refused) mismatches.push(`${key} as ${actor}: ${response.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
