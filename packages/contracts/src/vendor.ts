import { z } from 'zod';
import { emailSchema, mobileSchema, personNameSchema } from './identity-rules';
import { listKeywordSchema, listQuerySchema, listResponseSchema } from './list';
import { vendorRoles } from './permissions';
import { phoneSchema } from './phone';
import { registryCompanySchema, registryStatuses } from './registry';
import { lineText, nameText, text } from './text';
import { ubnSchema } from './ubn';
import { vendorLevels, vendorStatuses } from './vendor-keys';

/**
 * Vendors (supplier companies): the company data an owner or manager keeps, its level on the register,
 * and what the weekly registry check last saw.
 */
export { type VendorLevel, vendorLevels, vendorStatuses } from './vendor-keys';

const optionalText = (max: number) => lineText(max).optional();

/** Products or services the company offers, as short labels (the category tree comes later). */
export const vendorCategoriesSchema = z.array(lineText(50, 1)).max(20);

export const websiteSchema = lineText(300).refine(
  (value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value),
  {
    message: 'FIELD_INVALID_URL',
  },
);

/** The contact person of an application or a vendor (spec: `contact_Title` is the form of address). */
export const contactSchema = z.strictObject({
  name: personNameSchema,
  /** 先生, 小姐, Dr. … as the person wishes to be addressed. */
  contact_Title: optionalText(20),
  /** Job position in the company. */
  position: optionalText(100),
  email: emailSchema,
  mobile: mobileSchema,
});
export type Contact = z.infer<typeof contactSchema>;

/** The company data typed by an applicant, or kept by a vendor's owner and managers. */
export const companyFieldsSchema = z.strictObject({
  name: nameText(200),
  nameEn: text({ max: 200, kind: 'name' }).optional(),
  address: lineText(300, 1),
  phone: phoneSchema,
  website: websiteSchema.optional(),
  /** NTD, whole dollars. */
  capital: z.number().int().min(0).max(1e15).nullable().optional(),
  representative: nameText(100),
  categories: vendorCategoriesSchema.default([]),
  contact: contactSchema,
});
export type CompanyFields = z.infer<typeof companyFieldsSchema>;
export type CompanyFieldsInput = z.input<typeof companyFieldsSchema>;

/** What the weekly re-check (or an on-demand one) last saw in the registry. */
export const vendorRegistryCheckSchema = z.object({
  checkedTime: z.iso.datetime().nullable(),
  /** null until checked, or when the registry did not know the number. */
  status: z.enum(registryStatuses).nullable(),
  /** True when the last check found the company not active (or no longer registered). */
  flagged: z.boolean(),
  company: registryCompanySchema.nullable(),
});

/** `GET /Vendor` (my vendor) and the staff view of a vendor. */
export const vendorSchema = z.object({
  id: z.uuid(),
  ubn: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  capital: z.number().nullable(),
  representative: z.string().nullable(),
  categories: z.array(z.string()),
  contact: z
    .object({
      name: z.string(),
      contact_Title: z.string().nullable(),
      position: z.string().nullable(),
      email: z.string(),
      mobile: z.string(),
    })
    .nullable(),
  level: z.enum(vendorLevels),
  certifiedTime: z.iso.datetime().nullable(),
  status: z.enum(vendorStatuses),
  registry: vendorRegistryCheckSchema,
  /** The caller's role in this vendor, null for staff reading another vendor. */
  myRole: z.enum(vendorRoles).nullable(),
  createdTime: z.iso.datetime(),
  updatedTime: z.iso.datetime(),
});
export type Vendor = z.infer<typeof vendorSchema>;

/** `GET /Vendor?id=…`: what any signed-in person may read of a vendor. */
export const vendorPublicSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  nameEn: z.string().nullable(),
  level: z.enum(vendorLevels),
  website: z.string().nullable(),
  categories: z.array(z.string()),
});
export type VendorPublic = z.infer<typeof vendorPublicSchema>;

export const vendorQuerySchema = z.strictObject({ id: z.uuid().optional() });

/**
 * `POST /Vendor`: owners and managers change their company's data; the UBN is not a field (it never changes).
 * A field left out stays as it is, so `categories` has no default here (it would wipe the list).
 */
export const vendorUpdateInputSchema = companyFieldsSchema
  .extend({ categories: vendorCategoriesSchema })
  .partial()
  .strict();
export type VendorUpdateInput = z.input<typeof vendorUpdateInputSchema>;

/**
 * `POST /Vendor/Create` (vendors:write): an administrator registers a vendor directly, with an existing
 * user as owner (who belongs to no vendor) or by inviting one (a new account and a welcome mail).
 */
export const vendorCreateInputSchema = z.strictObject({
  ubn: ubnSchema,
  company: companyFieldsSchema,
  level: z.enum(vendorLevels).default('registered'),
  owner: z.union([
    z.strictObject({ userId: z.uuid() }),
    z.strictObject({
      invite: z.strictObject({ name: personNameSchema, email: emailSchema }),
    }),
  ]),
});
export type VendorCreateInput = z.input<typeof vendorCreateInputSchema>;
export const vendorCreatedSchema = z.object({ id: z.uuid(), ownerId: z.uuid() });

/** `GET /Vendors` (vendors:read): the register, for staff; also the vendor picker of the user wizard. */
export const vendorListItemSchema = z.object({
  id: z.uuid(),
  ubn: z.string(),
  name: z.string(),
  level: z.enum(vendorLevels),
  status: z.enum(vendorStatuses),
  memberCount: z.number().int(),
  ownerName: z.string().nullable(),
  registryCheckedTime: z.iso.datetime().nullable(),
  registryStatus: z.enum(registryStatuses).nullable(),
  registryFlagged: z.boolean(),
  createdTime: z.iso.datetime(),
});
export type VendorListItem = z.infer<typeof vendorListItemSchema>;

export const vendorListQuerySchema = listQuerySchema({
  filters: {
    /** Name, English name or UBN (full-width digits work). */
    keyword: listKeywordSchema,
    level: z.enum(vendorLevels),
    registryFlagged: z.boolean(),
  },
  sortable: ['name', 'ubn', 'createdTime', 'registryCheckedTime'],
});
export type VendorListQuery = z.input<typeof vendorListQuerySchema>;
export const vendorListSchema = listResponseSchema(vendorListItemSchema);

/** `POST /Vendors/RegistryCheck` (vendors:audit): re-checks every vendor now instead of waiting for the week. */
export const registryCheckStartedSchema = z.object({ queued: z.literal(true) });
