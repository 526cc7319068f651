import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../../test/identity-fixtures';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';

/** The newest message to this recipient, or undefined. */
export async function latestMessageTo(db: Database, recipient: string) {
  const [message] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(1);
  return message;
}

/** The ticket of the set-password link in a mail body (`…/reset-password?ticket=…`). */
export function ticketInLink(body: string | undefined): string {
  const match = /\/reset-password\?ticket=([A-Za-z0-9_%-]+)/.exec(body ?? '');
  if (!match?.[1]) throw new Error('no set-password link in the mail');
  return decodeURIComponent(match[1]);
}

/** `POST /ForgotPassword/Change` with a ticket (what the web app's reset page calls). */
export function setPasswordWith(app: FastifyInstance, ticket: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/ForgotPassword/Change',
    payload: { ticket, password },
  });
}

/** `GET /Users` with a condition and sortings (JSON in the query string, as every list). */
export function listUsers(
  app: FastifyInstance,
  token: string,
  query: { condition?: Record<string, unknown>; sortings?: unknown[]; page?: number; pageSize?: number },
) {
  const params = new URLSearchParams();
  if (query.condition) params.set('condition', JSON.stringify(query.condition));
  if (query.sortings) params.set('sortings', JSON.stringify(query.sortings));
  if (query.page) params.set('page', String(query.page));
  if (query.pageSize) params.set('pageSize', String(query.pageSize));
  return app.inject({ url: `/api/v1/Users?${params}`, headers: bearer(token) });
}

export function createUserCall(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/Users', headers: bearer(token), payload });
}

export function updateUserCall(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: '/api/v1/Users', headers: bearer(token), payload });
}
