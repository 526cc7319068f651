import type { ActionLogEntry } from '@portal/contracts/action-log';
import { useResourceList } from '../../../components/resource/use-resource-list';

/**
 * The ActionLogs resource (read-only): `GET /ActionLogs` lists (filters keyword, actorId, entityType,
 * entityId, action, from, to; sorts createdTime, action, entityType), `GET /ActionLogs/Export` downloads
 * (export-url.ts). The list is read by the shared resource list page.
 */
export const actionLogsResource = 'ActionLogs';

/**
 * The account of an actor, read from their newest entry (for naming the actor filter of a link such
 * as "this person's actions", which carries only the id). Undefined until known or when none.
 */
export function useActorAccount(actorId: string | undefined): string | undefined {
  const query = useResourceList<ActionLogEntry>(
    actionLogsResource,
    { page: 1, pageSize: 1, condition: { actorId } },
    { enabled: actorId !== undefined },
  );
  return actorId ? (query.data?.data[0]?.actorAccount ?? undefined) : undefined;
}
