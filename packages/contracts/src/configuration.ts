import { z } from 'zod';
import { defaultConfiguration } from './configuration-defaults';
import { configurationLimits } from './configuration-limits';
import { emailSchema } from './identity-rules';
import { lineText, multilineText, nameText } from './text';
import { imageUrlSchema } from './url';

export { defaultConfiguration };

const { maxLength, actionLogRetentionDays: retentionDays } = configurationLimits;

/**
 * The settings administrators edit on the `configuration` page (`PUT /Configuration`). Every one of
 * them is safe to show to a visitor: `GET /Configuration` is public, because the web app needs them
 * before anyone signs in.
 */
export const editableConfigurationSchema = z.strictObject({
  siteNameZh: nameText(maxLength.siteNameZh),
  siteNameEn: nameText(maxLength.siteNameEn),
  /** An https URL or a path on this site; empty shows the built-in logo. */
  logoUrl: z.union([imageUrlSchema, z.literal('')]),
  contactEmail: z.union([emailSchema, z.literal('')]),
  contactPhone: lineText(maxLength.contactPhone),
  contactAddress: lineText(maxLength.contactAddress),
  /** Whether visitors may create accounts (sign-up and new social accounts). */
  signupOpen: z.boolean(),
  /** Whether sign-in asks for a captcha; the server's CAPTCHA_ENABLED=false turns it off regardless. */
  captchaEnabled: z.boolean(),
  /** Digit grouping of amounts: the specification's dot (1.234.567) or Taiwan's usual comma. */
  currencyGroupSeparator: z.enum(['.', ',']),
  /** The privacy notice shown at sign-up; empty uses the bundled notice. */
  privacyNoticeZh: multilineText(maxLength.privacyNoticeZh),
  privacyNoticeEn: multilineText(maxLength.privacyNoticeEn),
  /** Changing it asks for consent to the new notice at the next sign-up. */
  privacyNoticeVersion: lineText(maxLength.privacyNoticeVersion, 1).regex(/^[\w.-]+$/),
  /** Action-log entries older than this many days are pruned by a scheduled job. */
  actionLogRetentionDays: z.number().int().min(retentionDays.min).max(retentionDays.max),
});
export type EditableConfiguration = z.infer<typeof editableConfigurationSchema>;
// The defaults must be a valid configuration (checked by the type).
defaultConfiguration satisfies EditableConfiguration;

/**
 * The editable settings as answered: plain values, since an answer is serialised, not parsed (the input
 * rules, and the e-mail's normalising transform, have no place there: a transform cannot be encoded).
 */
const storedConfigurationSchema = z.object({
  siteNameZh: z.string(),
  siteNameEn: z.string(),
  logoUrl: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  contactAddress: z.string(),
  signupOpen: z.boolean(),
  captchaEnabled: z.boolean(),
  currencyGroupSeparator: z.enum(['.', ',']),
  privacyNoticeZh: z.string(),
  privacyNoticeEn: z.string(),
  privacyNoticeVersion: z.string(),
  actionLogRetentionDays: z.number().int(),
}) satisfies z.ZodType<EditableConfiguration>;

/** `GET /Configuration` (public): the editable settings plus what the server's environment fixes. */
export const configurationSchema = z.object({
  ...storedConfigurationSchema.shape,
  /** False while the server runs with CAPTCHA_ENABLED=false: no captcha, whatever `captchaEnabled` says. */
  captchaAvailable: z.boolean(),
  /** Public OAuth client ids; null hides that provider's button. */
  googleClientId: z.string().nullable(),
  facebookAppId: z.string().nullable(),
  updatedTime: z.iso.datetime().nullable(),
});
export type Configuration = z.infer<typeof configurationSchema>;
