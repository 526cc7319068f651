import { z } from 'zod';
import {
  emailSchema,
  mobileSchema,
  passwordSchema,
  personNameSchema,
  verificationCodeSchema,
} from './identity-rules';
import { lineText, text } from './text';
import { imageUrlSchema } from './url';

export const profileSchema = z.object({
  account: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  /** A changed e-mail waiting for its code. */
  pendingEmail: z.string().nullable(),
  mobile: z.string().nullable(),
  mobileVerified: z.boolean(),
  pendingMobile: z.string().nullable(),
  jobTitle: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  language: z.enum(['zh-Hant', 'en']),
});
export type Profile = z.infer<typeof profileSchema>;

/** Only these fields can be changed here; roles, status and the like are refused (400). */
export const updateProfileInputSchema = z.strictObject({
  name: personNameSchema.optional(),
  email: emailSchema.optional(),
  mobile: z.union([mobileSchema, z.literal('')]).optional(),
  jobTitle: lineText(100).optional(),
  /** An https URL or a path on this site; empty removes the picture. */
  avatarUrl: z.union([imageUrlSchema, z.literal('')]).optional(),
  language: z.enum(['zh-Hant', 'en']).optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

export const buyerProfileSchema = z.object({
  company: z.string(),
  industry: z.string(),
  interests: z.array(z.string()),
  address: z.string(),
});
export type BuyerProfile = z.infer<typeof buyerProfileSchema>;
export const updateBuyerProfileInputSchema = z.strictObject({
  company: text({ max: 200, kind: 'name' }),
  industry: lineText(100),
  interests: z.array(lineText(50, 1)).max(30),
  address: lineText(300),
});
export type UpdateBuyerProfileInput = z.output<typeof updateBuyerProfileInputSchema>;

export const passwordStatusSchema = z.object({
  hasPassword: z.boolean(),
  changedAt: z.iso.datetime().nullable(),
});
/**
 * `currentPassword` is required when the account has a password; an account without one (made by a
 * Google or Facebook sign-in) sets its first password by leaving it out.
 */
export const changePasswordInputSchema = z.strictObject({
  currentPassword: z.string().min(1).max(128).optional(),
  newPassword: passwordSchema,
});
export const passwordChangedSchema = z.object({ changed: z.literal(true), endedSessions: z.number().int() });

export const verifyCodeInputSchema = z.strictObject({ code: verificationCodeSchema });

/**
 * `POST /Verification/Resend`: `email` re-sends a sign-up code, `account` a password-reset code; signed in,
 * `channel` re-sends the code of a pending e-mail or mobile change.
 */
export const resendInputSchema = z.union([
  z.strictObject({ email: emailSchema }),
  z.strictObject({ account: lineText(254, 1) }),
  z.strictObject({ channel: z.enum(['email', 'mobile']) }),
]);

export const endedSessionsSchema = z.object({ endedSessions: z.number().int() });
