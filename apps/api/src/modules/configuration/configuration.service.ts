import {
  type Configuration,
  defaultConfiguration,
  type EditableConfiguration,
  editableConfigurationSchema,
} from '@portal/contracts/configuration';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import { portalSettingsKey, readSettings, writeSettings } from './configuration.repository';

// Other instances see a change within this time; this instance at once.
const cacheMilliseconds = 5_000;

/** What the environment fixes and administrators cannot change from the page. */
export interface FixedSettings {
  googleClientId: string | null;
  facebookAppId: string | null;
  /** CAPTCHA_ENABLED=false: no captcha whatever the page says (automated environments). */
  captchaAvailable: boolean;
}

/** Stored values over the defaults; a stored value that no longer validates falls back to its default. */
function mergeStored(stored: Record<string, unknown> | undefined): EditableConfiguration {
  const merged: Record<string, unknown> = { ...defaultConfiguration };
  for (const [key, value] of Object.entries(stored ?? {})) {
    const field = editableConfigurationSchema.shape[key as keyof EditableConfiguration];
    if (field?.safeParse(value).success) merged[key] = value;
  }
  return merged as EditableConfiguration;
}

/**
 * The portal's configuration: read often (every page load, every sign-in), written rarely. Reads come
 * from a short cache; a write goes through the database in the caller's transaction with its log entry.
 */
export function createConfigurationService(deps: { db: Database; clock: Clock; fixed: FixedSettings }) {
  const { db, clock, fixed } = deps;
  let cached: { value: Configuration; at: number } | undefined;

  function present(editable: EditableConfiguration, updatedAt: Date | null): Configuration {
    return {
      ...editable,
      captchaAvailable: fixed.captchaAvailable,
      googleClientId: fixed.googleClientId,
      facebookAppId: fixed.facebookAppId,
      updatedTime: updatedAt?.toISOString() ?? null,
    };
  }

  async function get(): Promise<Configuration> {
    const now = clock.now().getTime();
    if (cached && now - cached.at < cacheMilliseconds) return cached.value;
    const row = await readSettings(db, portalSettingsKey);
    const value = present(mergeStored(row?.value), row?.updatedAt ?? null);
    cached = { value, at: now };
    return value;
  }

  async function update(input: EditableConfiguration, context: ActionContext): Promise<Configuration> {
    const result = await db.transaction(async (tx) => {
      const row = await readSettings(tx, portalSettingsKey, { forUpdate: true });
      const before = mergeStored(row?.value);
      const at = clock.now();
      await writeSettings(tx, portalSettingsKey, input, at, context.actorId);
      await recordAction(tx, context, {
        action: 'update',
        entityType: 'configuration',
        entityId: portalSettingsKey,
        before,
        after: input,
      });
      return present(input, at);
    });
    cached = undefined;
    return result;
  }

  return { get, update };
}

export type ConfigurationService = ReturnType<typeof createConfigurationService>;
