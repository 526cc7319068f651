import { z } from 'zod';
import { ubnSchema } from './ubn';

/**
 * The company registry (GCIS, taiwan.md §2) as the portal sees it: the registry's record mapped to the
 * portal's fields. Dates are ISO (`YYYY-MM-DD`), converted from the registry's ROC `YYYMMDD`.
 */

/** `"0760221"` → `"1987-02-21"`; blank, malformed or impossible (`"1130230"`) → null. */
export function rocDateToIso(roc: string | null | undefined): string | null {
  const text = (roc ?? '').trim();
  const match = /^(\d{2,3})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const year = Number(match[1]) + 1911;
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (Number(match[1]) < 1 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${match[2]}-${match[3]}`;
}

/**
 * - `active`: 核准設立 and no suspension window around today;
 * - `suspended`: a suspension window (Sus_Beg_Date .. Sus_End_Date) around today, whatever the text says;
 * - `revoked`: revoked or dissolved (撤銷, 廢止, 解散, a revocation date);
 * - `other`: any other status text (kept in `statusText`).
 */
export const registryStatuses = ['active', 'suspended', 'revoked', 'other'] as const;
export type RegistryStatus = (typeof registryStatuses)[number];

/** 公司, 分公司, or 商業 (sole proprietorship or partnership); null when the registry did not say. */
export const registryKinds = ['company', 'branch', 'business'] as const;
export type RegistryKind = (typeof registryKinds)[number];

const isoDate = z.iso.date().nullable();

export const registryCompanySchema = z.object({
  ubn: z.string(),
  name: z.string(),
  /** May be masked by the registry (`喻O芫`): never compare it exactly. */
  representative: z.string().nullable(),
  /** NTD. */
  capital: z.number().nullable(),
  paidInCapital: z.number().nullable(),
  address: z.string().nullable(),
  authority: z.string().nullable(),
  setupDate: isoDate,
  lastChangeDate: isoDate,
  revokeDate: isoDate,
  suspendedFrom: isoDate,
  suspendedUntil: isoDate,
  status: z.enum(registryStatuses),
  /** The registry's own words, e.g. 核准設立. */
  statusText: z.string().nullable(),
  kind: z.enum(registryKinds).nullable(),
});
export type RegistryCompany = z.infer<typeof registryCompanySchema>;

/** `POST /Vendor/Apply/GCIS`. */
export const registryLookupInputSchema = z.strictObject({ ubn: ubnSchema });
export type RegistryLookupInput = z.input<typeof registryLookupInputSchema>;

export const registryLookupResultSchema = z.discriminatedUnion('found', [
  z.object({ found: z.literal(true), company: registryCompanySchema }),
  z.object({ found: z.literal(false) }),
]);
export type RegistryLookupResult = z.infer<typeof registryLookupResultSchema>;
