import type { RegistryCompany } from '@portal/contracts/registry';
import { normalizeUbn } from '@portal/contracts/ubn';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { hasErrorCode } from '../../../lib/form-errors';
import { useLookupRegistry } from '../api/lookup-registry';

/** What asking the registry about a UBN gave: its record, "unknown number", or no answer at all. */
export type LookupOutcome =
  | { ubn: string; kind: 'found'; company: RegistryCompany }
  | { ubn: string; kind: 'notFound' }
  | { ubn: string; kind: 'unavailable' };

/** The registry could not be asked: it said so (503), or the server or the network did not answer. */
function isUnavailable(error: unknown): boolean {
  return (
    hasErrorCode(error, 'REGISTRY_UNAVAILABLE', 'SERVICE_UNAVAILABLE') ||
    (error instanceof ApiError && (error.status === 0 || error.status >= 500))
  );
}

/**
 * Looks a UBN up in the company registry and remembers the outcome for that number. An unreachable
 * registry is an outcome (fill in by hand), never "not found"; other failures (a bad number, too many
 * lookups) are thrown for the form to show.
 */
export function useRegistryLookup(initial: LookupOutcome | null = null) {
  const mutation = useLookupRegistry();
  const [outcome, setOutcome] = useState<LookupOutcome | null>(initial);

  const lookup = useCallback(
    async (typed: string): Promise<LookupOutcome> => {
      const ubn = normalizeUbn(typed);
      let next: LookupOutcome;
      try {
        const result = await mutation.mutateAsync(ubn);
        next = result.found ? { ubn, kind: 'found', company: result.company } : { ubn, kind: 'notFound' };
      } catch (error) {
        if (!isUnavailable(error)) throw error;
        next = { ubn, kind: 'unavailable' };
      }
      setOutcome(next);
      return next;
    },
    [mutation.mutateAsync],
  );

  /** The outcome if it is about this UBN (typed in any form), else null: the number changed since. */
  const outcomeFor = useCallback(
    (typed: string | undefined) => (outcome && outcome.ubn === normalizeUbn(typed ?? '') ? outcome : null),
    [outcome],
  );

  return { lookup, outcomeFor, isLookingUp: mutation.isPending };
}
