import type { ActionKind, EntityType } from '@portal/contracts/action-log';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { insertActionLog, insertActionLogs } from './action-log.repository';
import { redactForLog } from './redact';

/** Who did it and from where: taken from the request once, passed to whatever records the change. */
export interface ActionContext {
  actorId: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

export function actionContextOf(request: FastifyRequest, actorId = request.principal?.userId ?? null) {
  const origin = { ip: request.ip, userAgent: request.headers['user-agent'], requestId: request.id };
  return actionContextFrom(origin, actorId);
}

/** The context of a service given a request's origin (services that take `RequestOrigin`). */
export function actionContextFrom(
  origin: { ip: string; userAgent?: string | undefined; requestId?: string | undefined },
  actorId: string | null,
): ActionContext {
  return {
    actorId,
    ip: origin.ip,
    userAgent: origin.userAgent?.slice(0, 512) ?? null,
    requestId: origin.requestId ?? null,
  };
}

/** For changes nobody asked for through a request (scheduled jobs, start-up). */
export const systemContext: ActionContext = { actorId: null, ip: null, userAgent: null, requestId: null };

export interface ActionEntry {
  action: ActionKind;
  /** One of the contract's kinds, each with its texts: a new kind must be added there first. */
  entityType: EntityType;
  entityId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes one action-log entry. Pass the transaction of the change itself, so the entry exists exactly
 * when the change does (a rolled-back change leaves none).
 */
export async function recordAction(
  db: Database,
  context: ActionContext,
  entry: ActionEntry,
  at: Date = new Date(),
): Promise<void> {
  await insertActionLog(db, {
    createdAt: at,
    actorId: context.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: redactForLog(entry.before),
    after: redactForLog(entry.after),
    ip: context.ip,
    userAgent: context.userAgent,
    requestId: context.requestId,
  });
}

/** Many entries of one context in one statement (a bulk import's chunk), in the change's transaction. */
export async function recordActions(
  db: Database,
  context: ActionContext,
  entries: ActionEntry[],
  at: Date = new Date(),
): Promise<void> {
  await insertActionLogs(
    db,
    context.actorId,
    entries.map((entry) => ({
      createdAt: at,
      actorId: context.actorId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      before: redactForLog(entry.before),
      after: redactForLog(entry.after),
      ip: context.ip,
      userAgent: context.userAgent,
      requestId: context.requestId,
    })),
  );
}
