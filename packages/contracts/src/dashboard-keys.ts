/**
 * The dashboard's plain values, apart from its schemas: the web dashboard reads them without loading Zod
 * and the contracts its schemas are built from (about 60 KB gzip on a page every person lands on).
 */

/** How long an answer may be reused (per widget and scope). */
export const dashboardCacheSeconds = 60;
/** How many weeks the weekly charts cover (this week included), and months the growth chart. */
export const dashboardWeeks = 12;
export const dashboardMonths = 12;
/** How many items the list widgets show. */
export const dashboardListSize = 5;

/** A vendor's registry status as the staff's vendor chart groups it (`unchecked`: never checked). */
export const registryStatusKeys = ['active', 'suspended', 'revoked', 'other', 'unchecked'] as const;
