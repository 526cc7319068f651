import type { RegistryLookupResult } from '@portal/contracts/registry';
import { isValidUbn, normalizeUbn } from '@portal/contracts/ubn';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createGcisClient, type GcisClient, type GcisLog } from './gcis-client';
import { mapGcisRecord } from './gcis-mapping';
import { findCachedLookup, saveLookup } from './registry.repository';

/** Answers (found and not found) are reused for a day; an unreachable registry is never cached. */
export const registryCacheSeconds = 24 * 3600;

export interface RegistryServiceOptions {
  db: Database;
  clock: Clock;
  /** GCIS_BASE_URL. */
  baseUrl: string;
  /** GCIS_TIMEOUT_MS. */
  timeoutMs: number;
  /** About one call a second to the registry from this process (taiwan.md §2); tests shorten it. */
  minIntervalMs?: number;
  fetch?: typeof fetch;
  log?: GcisLog;
  /** A ready client instead of one built from the options above. */
  client?: GcisClient;
}

export function createRegistryService(options: RegistryServiceOptions) {
  const { db, clock } = options;
  const client =
    options.client ??
    createGcisClient({
      baseUrl: options.baseUrl,
      timeoutMs: options.timeoutMs,
      minIntervalMs: options.minIntervalMs ?? 1000,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.log ? { log: options.log } : {}),
    });

  const validUbn = (input: string) => {
    const ubn = normalizeUbn(input);
    if (!isValidUbn(ubn)) throw AppError.of('FIELD_INVALID_UBN', { field: 'ubn' });
    return ubn;
  };

  /** Asks the registry itself and caches a definite answer; REGISTRY_UNAVAILABLE otherwise. */
  async function fetchAndCache(ubn: string): Promise<RegistryLookupResult> {
    const answer = await client.fetchCompany(ubn);
    if (answer.kind === 'unavailable') throw AppError.of('REGISTRY_UNAVAILABLE');
    const now = clock.now();
    const result: RegistryLookupResult =
      answer.kind === 'found'
        ? { found: true, company: mapGcisRecord(answer.record, { ubn, now }) }
        : { found: false };
    await saveLookup(db, ubn, result, now);
    return result;
  }

  return {
    /**
     * What the registry says of a number: from the cache when asked within the day, else from the
     * registry. Throws FIELD_INVALID_UBN for a bad checksum (nothing is asked) and REGISTRY_UNAVAILABLE
     * when the registry cannot answer — never "not found" in that case.
     */
    async lookup(input: string): Promise<RegistryLookupResult> {
      const ubn = validUbn(input);
      const freshSince = new Date(clock.now().getTime() - registryCacheSeconds * 1000);
      const cached = await findCachedLookup(db, ubn, freshSince);
      return cached ?? fetchAndCache(ubn);
    },

    /** Like `lookup`, but always asks the registry (the weekly re-check); the answer refreshes the cache. */
    async refresh(input: string): Promise<RegistryLookupResult> {
      return fetchAndCache(validUbn(input));
    },
  };
}

export type RegistryService = ReturnType<typeof createRegistryService>;
