import { z } from 'zod';
import {
  accountSchema,
  emailSchema,
  mobileSchema,
  passwordSchema,
  personNameSchema,
  verificationCodeSchema,
} from './identity-rules';
import { captchaAnswerMaxLength } from './login-limits';
import { lineText, tokenText } from './text';

export const captchaSchema = z.object({
  /** Send back as `LastVisitedUri` with the answer as `LoginIp` (the specification's field names). */
  token: z.string(),
  /** `data:image/svg+xml;base64,…` */
  image: z.string(),
  expiresAt: z.iso.datetime(),
  /** false when the server runs with CAPTCHA_ENABLED=false: the fields may then be left out. */
  required: z.boolean(),
});

/**
 * The specification's login payload. `LastVisitedUri` carries the captcha token and `LoginIp` the
 * captcha answer; `token` optionally carries a social-link ticket (see `POST /Auth/Login/Google`) that
 * this sign-in confirms.
 */
export const loginInputSchema = z.strictObject({
  account: lineText(254, 1),
  password: z.string().min(1).max(128),
  token: tokenText(200).optional(),
  LastVisitedUri: tokenText(200).optional(),
  LoginIp: tokenText(captchaAnswerMaxLength).optional(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** `code` names the built-in roles (`system-admin`, `association-staff`, `member`); custom roles have none. */
export const roleSummarySchema = z.object({ code: z.string().nullable(), name: z.string() });

export const currentUserSchema = z.object({
  id: z.uuid(),
  account: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  mobile: z.string().nullable(),
  mobileVerified: z.boolean(),
  jobTitle: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  language: z.enum(['zh-Hant', 'en']),
  roles: z.array(roleSummarySchema),
  permissions: z.array(z.string()),
  /** The vendor this user belongs to, if any (filled in by the vendor feature). */
  vendor: z
    .object({ id: z.uuid(), name: z.string(), role: z.enum(['owner', 'manager', 'member']) })
    .nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
  user: currentUserSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const sessionSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});

export const currentSessionSchema = z.object({ session: sessionSchema, user: currentUserSchema });

export const signupSendInputSchema = z.strictObject({ email: emailSchema });
export const codeSentSchema = z.object({ sent: z.literal(true), expiresInSeconds: z.number().int() });

export const signupVerifyInputSchema = z.strictObject({ email: emailSchema, code: verificationCodeSchema });
export const ticketSchema = z.object({ ticket: z.string(), expiresAt: z.iso.datetime() });

export const signupInputSchema = z.strictObject({
  ticket: tokenText(200, 1),
  account: accountSchema,
  password: passwordSchema,
  name: personNameSchema,
  mobile: mobileSchema.optional(),
  /** The PDPA collection notice must be agreed to (an unticked box the person ticks). */
  pdpaConsent: z.literal(true, { message: 'PDPA_CONSENT_REQUIRED' }),
  /** The version of the notice the person saw. */
  pdpaVersion: tokenText(40, 1),
  marketingConsent: z.boolean().default(false),
  language: z.enum(['zh-Hant', 'en']).optional(),
});
export type SignupInput = z.infer<typeof signupInputSchema>;

export const accountCheckInputSchema = z.strictObject({ account: lineText(64, 1) });
export const accountCheckResultSchema = z.object({ available: z.boolean() });

export const forgotSubmitInputSchema = z.strictObject({ account: lineText(254, 1) });
export const acceptedSchema = z.object({ accepted: z.literal(true) });
export const forgotVerifyInputSchema = z.strictObject({
  account: lineText(254, 1),
  code: verificationCodeSchema,
});
export const forgotChangeInputSchema = z.strictObject({
  ticket: tokenText(200, 1),
  password: passwordSchema,
});

/**
 * A Google ID token or a Facebook access token. The consent fields are needed only when the sign-in would
 * create an account (a person the portal does not know yet): as at sign-up, the PDPA notice of the
 * current version must be agreed to, else the answer is 400 `PDPA_CONSENT_REQUIRED` and nothing is
 * created; the caller shows the notice and sends the same token again with the consent.
 */
export const socialLoginInputSchema = z.strictObject({
  token: tokenText(8192, 10),
  pdpaConsent: z.literal(true, { message: 'PDPA_CONSENT_REQUIRED' }).optional(),
  /** The version of the notice the person saw (`pdpaNoticeVersion`). */
  pdpaVersion: tokenText(40, 1).optional(),
  marketingConsent: z.boolean().optional(),
});
export type SocialLoginInput = z.infer<typeof socialLoginInputSchema>;
/** A social sign-in either signs in, or asks the owner of the same e-mail to confirm with the password. */
export const socialLoginResultSchema = z.union([
  loginResultSchema.extend({ status: z.literal('signed-in') }),
  z.object({
    status: z.literal('link-required'),
    linkTicket: z.string(),
    account: z.string(),
    expiresAt: z.iso.datetime(),
  }),
]);

export const loggedOutSchema = z.object({ loggedOut: z.literal(true) });
