import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addSeconds, type Clock } from '../../lib/clock';
import { hashToken, keyedHash, randomCode, randomToken, sameHash } from '../../lib/secure-token';
import { newId } from '../../lib/uuid-v7';
import {
  type CodePurpose,
  consumeTicketRow,
  countCodesSince,
  findOpenCodeForUpdate,
  insertCode,
  insertTicket,
  retireCodes,
  retireUserTickets,
  type TicketPurpose,
  updateCode,
} from './verification.repository';

export const codeLifetimeSeconds = 10 * 60;
export const maxCodeAttempts = 5;
/** How long a ticket lasts unless its issuer asks for another lifetime. */
export const ticketLifetimeSeconds = 15 * 60;
// Per address: one code every 30 s and at most 5 an hour (mail bombing, SMS cost).
const minSecondsBetweenCodes = 30;
const maxCodesPerHour = 5;

/**
 * 6-digit codes (CSPRNG, 10 minutes, single use, 5 tries) and the single-use tickets that carry a
 * verified step to the next one. Only keyed hashes are stored.
 */
export function createVerificationService(deps: { db: Database; clock: Clock; key: string }) {
  const { db, clock, key } = deps;

  async function issueCode(
    tx: Database,
    input: { purpose: CodePurpose; target: string; userId?: string | null },
  ): Promise<{ code: string; expiresInSeconds: number }> {
    const now = clock.now();
    const recent = await countCodesSince(tx, input.purpose, input.target, addSeconds(now, -3600));
    const wait = recent.latest
      ? minSecondsBetweenCodes - (now.getTime() - recent.latest.getTime()) / 1000
      : 0;
    if (wait > 0 || recent.count >= maxCodesPerHour) {
      const retryAfter = Math.ceil(wait > 0 ? wait : 3600 / maxCodesPerHour);
      throw AppError.of('RATE_LIMITED', { params: { retryAfter } });
    }
    await retireCodes(tx, input.purpose, input.target, now);
    const id = newId();
    const code = randomCode();
    await insertCode(tx, {
      id,
      purpose: input.purpose,
      target: input.target,
      userId: input.userId ?? null,
      codeHash: keyedHash(key, id, code),
      createdAt: now,
      expiresAt: addSeconds(now, codeLifetimeSeconds),
    });
    return { code, expiresInSeconds: codeLifetimeSeconds };
  }

  /**
   * Checks a code in its own transaction, so a wrong try is counted even though the caller's work
   * fails. Returns the user the code was sent for (if any).
   */
  async function checkCode(input: {
    purpose: CodePurpose;
    target: string;
    code: string;
  }): Promise<{ userId: string | null }> {
    const outcome = await db.transaction(async (tx) => {
      const now = clock.now();
      const row = await findOpenCodeForUpdate(tx, input.purpose, input.target);
      if (!row) return { error: 'CODE_INVALID' as const };
      if (row.expiresAt <= now) return { error: 'CODE_EXPIRED' as const };
      if (row.attempts >= maxCodeAttempts) return { error: 'CODE_TOO_MANY_ATTEMPTS' as const };
      if (!sameHash(row.codeHash, keyedHash(key, row.id, input.code))) {
        const attempts = row.attempts + 1;
        await updateCode(tx, row.id, { attempts });
        return {
          error:
            attempts >= maxCodeAttempts ? ('CODE_TOO_MANY_ATTEMPTS' as const) : ('CODE_INVALID' as const),
        };
      }
      await updateCode(tx, row.id, { consumedAt: now, attempts: row.attempts + 1 });
      return { userId: row.userId, error: undefined };
    });
    if (outcome.error) throw AppError.of(outcome.error, { field: 'code' });
    return { userId: outcome.userId ?? null };
  }

  /**
   * A single-use ticket. `lifetimeSeconds` (default 15 minutes) lets a mailed link last longer (the
   * welcome mail's); `replacePrevious` uses up the user's earlier open tickets of the same purpose, so
   * only the newest link mailed works.
   */
  async function issueTicket(
    tx: Database,
    input: {
      purpose: TicketPurpose;
      target: string;
      userId?: string | null;
      data?: Record<string, string>;
      lifetimeSeconds?: number;
      replacePrevious?: boolean;
    },
  ): Promise<{ ticket: string; expiresAt: Date }> {
    const now = clock.now();
    if (input.replacePrevious && input.userId) await retireUserTickets(tx, input.purpose, input.userId, now);
    const ticket = randomToken();
    const expiresAt = addSeconds(now, input.lifetimeSeconds ?? ticketLifetimeSeconds);
    await insertTicket(tx, {
      purpose: input.purpose,
      tokenHash: hashToken(ticket),
      target: input.target,
      userId: input.userId ?? null,
      data: input.data ?? null,
      createdAt: now,
      expiresAt,
    });
    return { ticket, expiresAt };
  }

  /** Uses a ticket up; a wrong, used or expired one is TICKET_INVALID. */
  async function consumeTicket(tx: Database, purpose: TicketPurpose, ticket: string) {
    const row = await consumeTicketRow(tx, purpose, hashToken(ticket), clock.now());
    if (!row) throw AppError.of('TICKET_INVALID', { field: 'ticket' });
    return row;
  }

  /** Uses up the user's open tickets of this purpose (e.g. links mailed to an address no longer theirs). */
  async function retireTickets(tx: Database, purpose: TicketPurpose, userId: string) {
    await retireUserTickets(tx, purpose, userId, clock.now());
  }

  return { issueCode, checkCode, issueTicket, consumeTicket, retireTickets };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
