import type { SessionRow } from './sessions.repository';

/** A session as its owner sees it in the device list. */
export function toSessionView(row: SessionRow, currentSessionId: string) {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    current: row.id === currentSessionId,
  };
}
