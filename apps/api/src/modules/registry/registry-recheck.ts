import type { RegistryLookupResult } from '@portal/contracts/registry';
import { isValidUbn } from '@portal/contracts/ubn';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { recordAction, systemContext } from '../action-log/action-log.recorder';
import {
  listVendorsToRecheck,
  saveVendorRegistryCheck,
  type VendorRegistryState,
} from './registry.repository';
import type { RegistryService } from './registry.service';

export interface RecheckLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface RecheckSummary {
  checked: number;
  flagged: number;
  /** The registry could not answer for these: their rows were left as they were. */
  skipped: number;
  /** The run gave up early (the registry kept failing, or the process is stopping). */
  stoppedEarly: boolean;
}

/** After this many unanswered calls in a row the registry is taken to be down and the run ends. */
const maxUnavailableInARow = 5;

/**
 * Re-checks every vendor against the registry, always asking it afresh (the answers refresh the lookup
 * cache too). Calls are spaced by the registry client's rate. A vendor is flagged when its number is not
 * found or its status is not active; when the registry cannot answer, the vendor is skipped, never
 * flagged. Longest-unchecked first, so an interrupted run is picked up where it matters most.
 */
export async function runRegistryRecheck(deps: {
  db: Database;
  clock: Clock;
  registry: Pick<RegistryService, 'refresh'>;
  log?: RecheckLog;
  /** Checked before each vendor: true ends the run (the process is stopping). */
  shouldStop?: () => boolean;
}): Promise<RecheckSummary> {
  const { db, clock, registry } = deps;
  const rows = await listVendorsToRecheck(db);

  const summary: RecheckSummary = { checked: 0, flagged: 0, skipped: 0, stoppedEarly: false };
  let unavailableInARow = 0;
  for (const row of rows) {
    if (deps.shouldStop?.() || unavailableInARow >= maxUnavailableInARow) {
      summary.stoppedEarly = true;
      summary.skipped += rows.length - summary.checked - summary.skipped;
      break;
    }
    let result: RegistryLookupResult;
    try {
      // A stored number failing the checksum cannot be a registered company.
      result = isValidUbn(row.ubn) ? await registry.refresh(row.ubn) : { found: false };
      unavailableInARow = 0;
    } catch (error) {
      if (!(error instanceof AppError && error.details[0]?.code === 'REGISTRY_UNAVAILABLE')) throw error;
      unavailableInARow += 1;
      summary.skipped += 1;
      continue;
    }
    const flagged = await saveCheck(db, row, result, clock.now());
    summary.checked += 1;
    if (flagged) summary.flagged += 1;
  }
  deps.log?.info({ ...summary, vendors: rows.length }, 'registry re-check finished');
  return summary;
}

/** Stores one vendor's check; a change of status or flag is written to the action log with it. */
async function saveCheck(
  db: Database,
  row: VendorRegistryState,
  result: RegistryLookupResult,
  checkedAt: Date,
): Promise<boolean> {
  const registryStatus = result.found ? result.company.status : null;
  const registryFlagged = registryStatus !== 'active';
  await db.transaction(async (tx) => {
    await saveVendorRegistryCheck(tx, row.id, {
      checkedAt,
      registryStatus,
      registryFlagged,
      snapshot: result.found ? { ...result.company } : null,
    });
    if (row.registryStatus !== registryStatus || row.registryFlagged !== registryFlagged) {
      await recordAction(
        tx,
        systemContext,
        {
          action: 'update',
          entityType: 'vendor',
          entityId: row.id,
          before: { registryStatus: row.registryStatus, registryFlagged: row.registryFlagged },
          after: { registryStatus, registryFlagged, registryFound: result.found },
        },
        checkedAt,
      );
    }
  });
  return registryFlagged;
}
