import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from '../../../test/identity-fixtures';
import type { Database } from '../../db/client';
import { actionLogs } from '../../db/schema';

/** How many entries the log holds. */
export async function countEntries(db: Database): Promise<number> {
  return (await db.select({ n: sql<number>`count(*)::int` }).from(actionLogs))[0]?.n ?? 0;
}

/** The first 100 entries `GET /ActionLogs` answers for the filter, as `token` (a 200 is expected). */
export async function listEntries(app: FastifyInstance, token: string, condition: Record<string, unknown>) {
  const query = new URLSearchParams({ condition: JSON.stringify(condition), pageSize: '100' });
  const response = await app.inject({ url: `/api/v1/ActionLogs?${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    totalCount: number;
    data: { action: string; entityId: string | null; after: Record<string, unknown> | null }[];
  };
}
