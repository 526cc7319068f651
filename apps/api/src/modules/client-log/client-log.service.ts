import type { ClientLogInput } from '@portal/contracts/client-log';
import type { Database } from '../../db/client';
import { insertClientLog } from './client-log.repository';

export interface RequestOrigin {
  userId: string | null;
  ip: string;
  userAgent: string | undefined;
}

/** Stores a browser error report with who sent it and from where. */
export function recordClientLog(db: Database, input: ClientLogInput, origin: RequestOrigin) {
  return insertClientLog(db, {
    createdTime: new Date(input.createdTime),
    type: input.type,
    content: input.content,
    userId: origin.userId,
    ip: origin.ip,
    userAgent: origin.userAgent?.slice(0, 512),
  });
}
