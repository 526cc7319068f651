import { z } from 'zod';
import { defaultConfiguration } from './configuration-defaults';
import { emailSchema } from './identity-rules';

export { defaultConfiguration };

/**
 * The settings administrators edit on the `configuration` page (`PUT /Configuration`). Every one of
 * them is safe to show to a visitor: `GET /Configuration` is public, because the web app needs them
 * before anyone signs in.
 */
export const editableConfigurationSchema = z.strictObject({
  siteNameZh: z.string().trim().min(1).max(60),
  siteNameEn: z.string().trim().min(1).max(60),
  /** An https URL or a path on this site; empty shows the built-in logo. */
  logoUrl: z.union([z.url({ protocol: /^https$/ }), z.string().regex(/^\/[\w./-]+$/), z.literal('')]),
  contactEmail: z.union([emailSchema, z.literal('')]),
  contactPhone: z.string().trim().max(30),
  contactAddress: z.string().trim().max(200),
  /** Whether visitors may create accounts (sign-up and new social accounts). */
  signupOpen: z.boolean(),
  /** Whether sign-in asks for a captcha; the server's CAPTCHA_ENABLED=false turns it off regardless. */
  captchaEnabled: z.boolean(),
  /** Digit grouping of amounts: the specification's dot (1.234.567) or Taiwan's usual comma. */
  currencyGroupSeparator: z.enum(['.', ',']),
  /** The privacy notice shown at sign-up; empty uses the bundled notice. */
  privacyNoticeZh: z.string().trim().max(20_000),
  privacyNoticeEn: z.string().trim().max(20_000),
  /** Changing it asks for consent to the new notice at the next sign-up. */
  privacyNoticeVersion: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(/^[\w.-]+$/),
  /** Action-log entries older than this many days are pruned by a scheduled job. */
  actionLogRetentionDays: z.number().int().min(30).max(3650),
});
export type EditableConfiguration = z.infer<typeof editableConfigurationSchema>;
// The defaults must be a valid configuration (checked by the type).
defaultConfiguration satisfies EditableConfiguration;

/** `GET /Configuration` (public): the editable settings plus what the server's environment fixes. */
export const configurationSchema = z.object({
  ...editableConfigurationSchema.shape,
  /** False while the server runs with CAPTCHA_ENABLED=false: no captcha, whatever `captchaEnabled` says. */
  captchaAvailable: z.boolean(),
  /** Public OAuth client ids; null hides that provider's button. */
  googleClientId: z.string().nullable(),
  facebookAppId: z.string().nullable(),
  updatedTime: z.iso.datetime().nullable(),
});
export type Configuration = z.infer<typeof configurationSchema>;
