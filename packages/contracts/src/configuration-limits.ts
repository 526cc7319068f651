/**
 * The limits of the editable settings (`editableConfigurationSchema` in configuration.ts is built from
 * them). Kept apart from the schemas, so the configuration page can size its inputs without loading Zod.
 */
export const configurationLimits = {
  /** Longest text of each text setting, in UTF-16 units as the schema counts them. */
  maxLength: {
    siteNameZh: 60,
    siteNameEn: 60,
    contactPhone: 30,
    contactAddress: 200,
    privacyNoticeZh: 20_000,
    privacyNoticeEn: 20_000,
    privacyNoticeVersion: 20,
  },
  /** Days the action log is kept before the scheduled prune. */
  actionLogRetentionDays: { min: 30, max: 3650 },
} as const;
