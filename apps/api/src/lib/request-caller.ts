import type { Language } from '@portal/contracts/i18n';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** Where a request came from, as services record it (sessions, consents). */
export interface RequestOrigin {
  ip: string;
  userAgent?: string | undefined;
  language: Language;
  /** Ties action-log entries to the request's log line. */
  requestId?: string | undefined;
}

export function requestOrigin(request: FastifyRequest): RequestOrigin {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    language: request.language,
    requestId: request.id,
  };
}

/** The signed-in caller; for routes whose access already demands a session. */
export function principalOf(request: FastifyRequest) {
  if (!request.principal) throw AppError.of('UNAUTHENTICATED');
  return request.principal;
}
