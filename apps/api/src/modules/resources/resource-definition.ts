import type { EntityType } from '@portal/contracts/action-log';
import type { Language } from '@portal/contracts/i18n';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { RouteRateLimit } from '../../plugins/rate-limits';
import type { Principal, RouteAccess } from '../../plugins/route-access';
import type { ActionContext } from '../action-log/action-log.recorder';

/**
 * Who is calling a resource: the signed-in principal, where from (for the log) and in which language.
 * Only the reads of a resource whose `readAccess` is `public` can come from a stranger: `isSignedIn` is
 * then false and `principal` is `anonymousPrincipal` (no permissions, an id matching nobody).
 */
export interface ResourceCaller {
  principal: Principal;
  isSignedIn: boolean;
  context: ActionContext;
  language: Language;
}

export const anonymousPrincipal: Principal = Object.freeze({
  userId: '00000000-0000-0000-0000-000000000000',
  sessionId: '',
  permissions: new Set<string>(),
  vendor: null,
});

export interface ListPage<Item> {
  totalCount: number;
  data: Item[];
}

// biome-ignore lint/suspicious/noExplicitAny: a resource's schemas are of any Zod type.
type AnySchema = z.ZodType<any, any>;

/** Write calls of a resource that allows them. */
export interface ResourceWrites<Item, Insert, Update> {
  access: RouteAccess;
  /** `POST {res}` body; `POST {res}/Save` accepts it with an optional `id`. */
  insertSchema: z.ZodType<Insert>;
  /** `PUT {res}` body: the id and the fields. */
  updateSchema: z.ZodType<Update & { id: string }>;
  /** `POST {res}/Save` body: the insert fields with an optional `id` (present: update). */
  saveSchema: z.ZodType<Insert | (Update & { id: string })>;
  insert(tx: Database, input: Insert, caller: ResourceCaller): Promise<Item>;
  /** `before` is the record as it was, read in the same transaction and locked. */
  update(tx: Database, input: Update & { id: string }, caller: ResourceCaller, before: Item): Promise<Item>;
  remove(tx: Database, before: Item, caller: ResourceCaller): Promise<void>;
}

/**
 * One resource of the generic pattern (spec §7): its path, schemas, who may read and write it, and the
 * data functions. The engine turns it into the six calls, the 404s and 405s, the transactions and the
 * action-log entries; list filters and sort fields are whatever `listQuerySchema` allows, nothing more.
 */
export interface ResourceDefinition<
  Item extends { id: string },
  Query,
  Insert = never,
  Update = never,
  ListItem = Item,
> {
  /** The path segment as the spec names it (`Roles`, `ActionLogs`, `Category`…). */
  path: string;
  /** The entity type the action log names (`role`). */
  entityType: EntityType;
  /** OpenAPI tag and wording. */
  tag: string;
  noun: string;
  readAccess: RouteAccess;
  /** The reads' limit per address; required when `readAccess` is `public`. */
  readRateLimit?: RouteRateLimit;
  itemSchema: AnySchema;
  /** The rows of `GET {res}` when a list shows less (or more) than one record (default: `itemSchema`). */
  listItemSchema?: AnySchema;
  listQuerySchema: z.ZodType<Query>;
  list(db: Database, query: Query, caller: ResourceCaller): Promise<ListPage<ListItem>>;
  /** `forUpdate` locks the row: the engine reads `before` this way inside a write's transaction. */
  get(
    db: Database,
    id: string,
    caller: ResourceCaller,
    options?: { forUpdate?: boolean },
  ): Promise<Item | undefined>;
  /** What the action log keeps of a record (default: the record as answered). */
  snapshot?(item: Item): Record<string, unknown>;
  /** Absent: the resource is read-only and its write calls answer 405. */
  writes?: ResourceWrites<Item, Insert, Update>;
}
