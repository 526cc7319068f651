import { errorBodySchema } from '@portal/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { principalOf } from '../../lib/request-caller';
import type { RouteAccess } from '../../plugins/route-access';
import { actionContextOf, recordAction } from '../action-log/action-log.recorder';
import { anonymousPrincipal, type ResourceCaller, type ResourceDefinition } from './resource-definition';

const idParamsSchema = z.strictObject({ id: z.uuid() });
const deleteQuerySchema = z.strictObject({ key: z.uuid() });
const deletedSchema = z.object({ id: z.uuid() });

function callerOf(request: FastifyRequest): ResourceCaller {
  return {
    principal: principalOf(request),
    isSignedIn: true,
    context: actionContextOf(request),
    language: request.language,
  };
}

/** The caller of a read: a stranger too when the resource is readable by anyone. */
function readerOf(request: FastifyRequest, access: RouteAccess): ResourceCaller {
  if (access !== 'public' || request.principal) return callerOf(request);
  return {
    principal: anonymousPrincipal,
    isSignedIn: false,
    context: actionContextOf(request),
    language: request.language,
  };
}

/**
 * Registers the generic pattern for one resource (spec §7):
 * `GET {res}`, `GET {res}/{id}`, `POST {res}`, `PUT {res}`, `DELETE {res}?key=`, `POST {res}/Save`.
 * Every write runs in one transaction with its action-log entry; a read-only resource answers 405.
 */
export function registerResource<Item extends { id: string }, Query, Insert, Update, ListItem>(
  parent: FastifyInstance,
  options: { db: Database; definition: ResourceDefinition<Item, Query, Insert, Update, ListItem> },
) {
  const { db, definition: res } = options;
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const base = `/${res.path}`;
  const snapshot = (item: Item) => res.snapshot?.(item) ?? (item as Record<string, unknown>);
  const listSchema = z.object({
    totalCount: z.number().int(),
    data: z.array(res.listItemSchema ?? res.itemSchema),
  });

  const readConfig = {
    access: res.readAccess,
    ...(res.readRateLimit ? { rateLimit: res.readRateLimit } : {}),
  };

  app.get(
    base,
    {
      config: readConfig,
      schema: {
        tags: [res.tag],
        summary: `List ${res.noun}s (page, pageSize, condition, sortings)`,
        querystring: res.listQuerySchema,
        response: { 200: listSchema },
      },
    },
    async (request) => res.list(db, request.query as Query, readerOf(request, res.readAccess)),
  );

  app.get(
    `${base}/:id`,
    {
      config: readConfig,
      schema: {
        tags: [res.tag],
        summary: `Read one ${res.noun}`,
        params: idParamsSchema,
        response: { 200: res.itemSchema },
      },
    },
    async (request) => {
      const item = await res.get(db, request.params.id, readerOf(request, res.readAccess));
      if (!item) throw AppError.of('NOT_FOUND');
      return item;
    },
  );

  if (!res.writes) {
    const refuse = async () => {
      throw AppError.of('METHOD_NOT_ALLOWED');
    };
    const refusal = {
      config: readConfig,
      schema: {
        tags: [res.tag],
        summary: `${res.noun}s are read-only: answers 405`,
        response: { 405: errorBodySchema },
      },
    };
    app.post(base, refusal, refuse);
    app.put(base, refusal, refuse);
    app.delete(base, refusal, refuse);
    app.post(`${base}/Save`, refusal, refuse);
    return;
  }
  const writes = res.writes;

  async function insert(input: Insert, caller: ResourceCaller): Promise<Item> {
    return db.transaction(async (tx) => {
      const created = await writes.insert(tx, input, caller);
      await recordAction(tx, caller.context, {
        action: 'create',
        entityType: res.entityType,
        entityId: created.id,
        after: snapshot(created),
      });
      return created;
    });
  }

  async function update(input: Update & { id: string }, caller: ResourceCaller): Promise<Item> {
    return db.transaction(async (tx) => {
      const before = await res.get(tx, input.id, caller, { forUpdate: true });
      if (!before) throw AppError.of('NOT_FOUND');
      const after = await writes.update(tx, input, caller, before);
      await recordAction(tx, caller.context, {
        action: 'update',
        entityType: res.entityType,
        entityId: before.id,
        before: snapshot(before),
        after: snapshot(after),
      });
      return after;
    });
  }

  app.post(
    base,
    {
      config: { access: writes.access },
      schema: {
        tags: [res.tag],
        summary: `Create a ${res.noun}`,
        body: writes.insertSchema,
        response: { 201: res.itemSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await insert(request.body as Insert, callerOf(request))),
  );

  app.put(
    base,
    {
      config: { access: writes.access },
      schema: {
        tags: [res.tag],
        summary: `Update a ${res.noun} (the body carries its id)`,
        body: writes.updateSchema,
        response: { 200: res.itemSchema },
      },
    },
    async (request) => update(request.body as Update & { id: string }, callerOf(request)),
  );

  app.post(
    `${base}/Save`,
    {
      config: { access: writes.access },
      schema: {
        tags: [res.tag],
        summary: `Create a ${res.noun} (no id) or update one (with its id)`,
        body: writes.saveSchema,
        response: { 200: res.itemSchema, 201: res.itemSchema },
      },
    },
    async (request, reply) => {
      const body = request.body as Insert | (Update & { id: string });
      const caller = callerOf(request);
      if (typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'string') {
        return update(body as Update & { id: string }, caller);
      }
      return reply.status(201).send(await insert(body as Insert, caller));
    },
  );

  app.delete(
    base,
    {
      config: { access: writes.access },
      schema: {
        tags: [res.tag],
        summary: `Delete a ${res.noun} (?key={id})`,
        querystring: deleteQuerySchema,
        response: { 200: deletedSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return db.transaction(async (tx) => {
        const before = await res.get(tx, request.query.key, caller, { forUpdate: true });
        if (!before) throw AppError.of('NOT_FOUND');
        await writes.remove(tx, before, caller);
        await recordAction(tx, caller.context, {
          action: 'delete',
          entityType: res.entityType,
          entityId: before.id,
          before: snapshot(before),
        });
        return { id: before.id };
      });
    },
  );
}
