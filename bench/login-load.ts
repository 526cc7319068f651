import type { Database } from '../apps/api/src/db/client';
import { users } from '../apps/api/src/db/schema';
import { hashPassword } from '../apps/api/src/lib/password';
import { measure } from './load';

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
 * (so the per-address limit does not cap the figure), while a probe asks /api/health 50 times a second
 * to show whether the event loop stays free: hashing runs on worker threads and must not stall it.
 */
export async function loadLogins(baseUrl: string, durationSeconds: number) {
  const [signIns, health] = await measure({
    warmupSeconds: 2,
    durationSeconds,
    runs: [
      {
        url: `${baseUrl}/api/v1/Auth/Login`,
        connections: 10,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        signIns: { accounts, password },
      },
      { url: `${baseUrl}/api/health`, connections: 2, overallRate: 50 },
    ],
  });
  if (!signIns || !health) throw new Error('the load generator answered too little');
  return {
    loginsPerSecond: signIns.requestsPerSecond,
    loginP50Ms: signIns.p50Ms,
    loginP99Ms: signIns.p99Ms,
    non2xx: signIns.non2xx + signIns.errors,
    healthDuringLoginsP99Ms: health.p99Ms,
    healthDuringLoginsRequestsPerSecond: health.requestsPerSecond,
  };
}
