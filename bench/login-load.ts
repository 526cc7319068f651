import autocannon from 'autocannon';
import type { Database } from '../apps/api/src/db/client';
import { users } from '../apps/api/src/db/schema';
import { hashPassword } from '../apps/api/src/lib/password';

const password = 'bench password 2026';
const accounts = Array.from({ length: 300 }, (_, i) => `bench-user-${i}`);

/** Members to sign in as: many, so the per-account limit (10 a minute) is never what is measured. */
export async function createBenchUsers(db: Database): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .insert(users)
    .values(accounts.map((account) => ({ account, name: account, passwordHash })))
    .onConflictDoNothing();
}

/**
 * Sign-ins at full speed from 10 connections, each request as another client behind a trusted proxy
 * (so the per-address limit does not cap the figure), while a light stream of /api/health measures how
 * the event loop fares: hashing runs on worker threads and must not stall other requests.
 */
export async function loadLogins(baseUrl: string, durationSeconds: number) {
  let n = 0;
  const logins = autocannon({
    url: `${baseUrl}/api/v1/Auth/Login`,
    connections: 10,
    duration: durationSeconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          return {
            ...request,
            headers: {
              ...request.headers,
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: JSON.stringify({ account: accounts[n % accounts.length], password }),
          };
        },
      },
    ],
  });
  const health = autocannon({ url: `${baseUrl}/api/health`, connections: 2, duration: durationSeconds });
  const [loginResult, healthResult] = await Promise.all([logins, health]);
  return {
    loginsPerSecond: Math.round(loginResult.requests.average),
    loginP99Ms: loginResult.latency.p99,
    non2xx: loginResult.non2xx,
    healthDuringLoginsP99Ms: healthResult.latency.p99,
    healthDuringLoginsRequestsPerSecond: Math.round(healthResult.requests.average),
  };
}
