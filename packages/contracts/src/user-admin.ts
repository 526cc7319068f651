import { z } from 'zod';
import { languages } from './i18n';
import { accountSchema, emailSchema, mobileSchema, personNameSchema } from './identity-rules';
import { listKeywordSchema, listQuerySchema, listResponseSchema } from './list';
import { vendorRoles } from './permissions';
import { lineText, nameText, text } from './text';
import { ubnSchema } from './ubn';
import { userStatuses } from './user-admin-keys';

/**
 * The users administration API (`/Users`, users:read and users:write). Administrators never set nor see
 * a password: a new user gets a welcome mail with a set-password link.
 */
export { type UserStatus, userStatuses } from './user-admin-keys';

export const userRoleRefSchema = z.object({
  id: z.uuid(),
  code: z.string().nullable(),
  nameZh: z.string(),
  nameEn: z.string(),
});

export const userVendorRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(vendorRoles),
});

/** A user as the administration API answers it (never a password hash). */
export const adminUserSchema = z.object({
  id: z.uuid(),
  account: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  /** A changed e-mail waiting for its code (the user's own change, or a re-sent verification). */
  pendingEmail: z.string().nullable(),
  /** E.164 (`+886912345678`). */
  mobile: z.string().nullable(),
  mobileVerified: z.boolean(),
  jobTitle: z.string().nullable(),
  language: z.enum(languages),
  status: z.enum(userStatuses),
  /** False until the user sets a password (with the welcome link) or for social-only accounts. */
  hasPassword: z.boolean(),
  roles: z.array(userRoleRefSchema),
  vendor: userVendorRefSchema.nullable(),
  createdTime: z.iso.datetime(),
  /** The start of the newest session, or null when the user never signed in. */
  lastSignInTime: z.iso.datetime().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * `GET /Users`. `keyword` searches name, account, e-mail and mobile (NFKC, so full-width digits work; a
 * mobile typed `0912-345-678` or `0912345678` finds the stored `+886912345678`).
 */
export const userListQuerySchema = listQuerySchema({
  filters: {
    keyword: listKeywordSchema,
    roleId: z.uuid(),
    status: z.enum(userStatuses),
    emailVerified: z.boolean(),
    vendorId: z.uuid(),
    hasVendor: z.boolean(),
  },
  sortable: ['account', 'name', 'createdTime', 'lastSignInTime'],
});
export type UserListQuery = z.input<typeof userListQuerySchema>;
export const userListSchema = listResponseSchema(adminUserSchema);

const roleIdsSchema = z.array(z.uuid()).min(1).max(20);
const jobTitleSchema = lineText(100);
const optionalMobileSchema = z.union([mobileSchema, z.literal('')]);

/**
 * The vendor of a new user, exactly one of: `create` registers a new vendor with the user as its owner;
 * `attach` makes the user a member of an existing one.
 */
export const newUserVendorSchema = z
  .strictObject({
    create: z
      .strictObject({
        ubn: ubnSchema,
        name: nameText(200),
        nameEn: text({ max: 200, kind: 'name' }).optional(),
      })
      .optional(),
    attach: z.strictObject({ vendorId: z.uuid(), role: z.enum(vendorRoles) }).optional(),
  })
  .refine((vendor) => Boolean(vendor.create) !== Boolean(vendor.attach), { message: 'FIELD_INVALID_VALUE' });

const createFields = {
  account: accountSchema,
  name: personNameSchema,
  email: emailSchema,
  mobile: optionalMobileSchema.optional(),
  jobTitle: jobTitleSchema.optional(),
  language: z.enum(languages).default('zh-Hant'),
  /** Default: the member role. */
  roleIds: roleIdsSchema.optional(),
  vendor: newUserVendorSchema.optional(),
};

/** `POST /Users`: no password; the user sets one through the welcome mail. */
export const createUserInputSchema = z.strictObject(createFields);
export type CreateUserInput = z.input<typeof createUserInputSchema>;

/**
 * `PUT /Users`: the id and the fields to change (a field left out stays as it is). A changed e-mail or
 * mobile is stored unverified; `mobile: ''` removes the mobile.
 */
export const updateUserInputSchema = z.strictObject({
  id: z.uuid(),
  name: personNameSchema.optional(),
  email: emailSchema.optional(),
  mobile: optionalMobileSchema.optional(),
  jobTitle: jobTitleSchema.optional(),
  language: z.enum(languages).optional(),
  roleIds: roleIdsSchema.optional(),
  status: z.enum(userStatuses).optional(),
});
export type UpdateUserInput = z.input<typeof updateUserInputSchema>;

/** `POST /Users/Save`: with an `id` an update, without one a creation. */
export const saveUserInputSchema = z.union([updateUserInputSchema, createUserInputSchema]);

/** `POST /Users/{id}/ResendVerification` and `POST /Users/{id}/SendPasswordReset`. */
export const mailSentSchema = z.object({ sent: z.literal(true) });
