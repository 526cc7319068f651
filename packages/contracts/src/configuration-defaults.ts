import { pdpaNoticeVersion } from './pdpa';

/**
 * The settings of a new portal (`EditableConfiguration` in configuration.ts). Kept apart from the
 * schemas, so the web app's sign-in page can read them without loading Zod.
 */
export const defaultConfiguration = {
  siteNameZh: '供應商會員平台',
  siteNameEn: 'Supplier Membership Portal',
  logoUrl: '',
  contactEmail: '',
  contactPhone: '',
  contactAddress: '',
  signupOpen: true,
  captchaEnabled: true,
  currencyGroupSeparator: '.' as '.' | ',',
  privacyNoticeZh: '',
  privacyNoticeEn: '',
  privacyNoticeVersion: pdpaNoticeVersion,
  actionLogRetentionDays: 365,
};
