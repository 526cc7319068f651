import type { RegistryCompany } from '@portal/contracts/registry';
import { formatTaiwanMobile } from '@portal/contracts/taiwan-mobile';
import type { CompanyFields, CompanyFieldsInput, Vendor, VendorUpdateInput } from '@portal/contracts/vendor';

/**
 * The company form's values, flat (one form field per value), and their conversions to and from the
 * API's nested company data (`companyFieldsSchema`: the contact person is an object inside it).
 */
export interface CompanyFormValues {
  name: string;
  nameEn?: string;
  representative: string;
  /** NTD; empty when unknown. */
  capital?: number | null;
  address: string;
  phone: string;
  website?: string;
  categories?: string[];
  contactName: string;
  contactTitle?: string;
  contactPosition?: string;
  contactEmail: string;
  contactMobile: string;
}

export const companyFieldNames = [
  'name',
  'nameEn',
  'representative',
  'capital',
  'address',
  'phone',
  'website',
  'categories',
] as const;

export const contactFieldNames = [
  'contactName',
  'contactTitle',
  'contactPosition',
  'contactEmail',
  'contactMobile',
] as const;

/** Where the API's company paths land on the form (`contact.email` is the `contactEmail` field). */
const formFieldOfPath: Record<
  string,
  (typeof companyFieldNames)[number] | (typeof contactFieldNames)[number]
> = {
  name: 'name',
  nameEn: 'nameEn',
  representative: 'representative',
  capital: 'capital',
  address: 'address',
  phone: 'phone',
  website: 'website',
  categories: 'categories',
  contact: 'contactName',
  'contact.name': 'contactName',
  'contact.contact_Title': 'contactTitle',
  'contact.position': 'contactPosition',
  'contact.email': 'contactEmail',
  'contact.mobile': 'contactMobile',
};
const maxCategories = 20;

/**
 * The API's field paths (under `prefix`: `company.` for an application) and the form fields they mean,
 * for `useApiFormErrors`: an error on `company.contact.mobile` marks the contact's mobile field.
 */
export function companyFieldAliases(prefix: string): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const [path, field] of Object.entries(formFieldOfPath)) aliases[`${prefix}${path}`] = field;
  for (let index = 0; index < maxCategories; index += 1) {
    aliases[`${prefix}categories.${index}`] = 'categories';
  }
  return aliases;
}

const text = (value: string | null | undefined) => (value ?? '').trim();

/** The company data to send: trimmed texts (an emptied one sent empty, so it is cleared), unique categories. */
export function toCompanyFields(values: CompanyFormValues): CompanyFieldsInput {
  const categories = [...new Set((values.categories ?? []).map((category) => category.trim()))].filter(
    Boolean,
  );
  return {
    name: text(values.name),
    nameEn: text(values.nameEn),
    representative: text(values.representative),
    capital: typeof values.capital === 'number' ? values.capital : null,
    address: text(values.address),
    phone: text(values.phone),
    website: text(values.website),
    categories,
    contact: {
      name: text(values.contactName),
      contact_Title: text(values.contactTitle),
      position: text(values.contactPosition),
      email: text(values.contactEmail),
      mobile: text(values.contactMobile),
    },
  };
}

/** A mobile as people read it (`0912-345-678`); anything else as it is. */
function readableMobile(mobile: string | null | undefined): string {
  return mobile && /^\+8869\d{8}$/.test(mobile) ? formatTaiwanMobile(mobile) : (mobile ?? '');
}

/** The form's values from company data the server answered (an application, or a vendor). */
export function companyFormValuesOf(company: CompanyFields | Vendor): CompanyFormValues {
  const contact = company.contact;
  return {
    name: company.name,
    nameEn: company.nameEn ?? '',
    representative: company.representative ?? '',
    capital: company.capital ?? null,
    address: company.address ?? '',
    phone: company.phone ?? '',
    website: company.website ?? '',
    categories: [...company.categories],
    contactName: contact?.name ?? '',
    contactTitle: contact?.contact_Title ?? '',
    contactPosition: contact?.position ?? '',
    contactEmail: contact?.email ?? '',
    contactMobile: readableMobile(contact?.mobile),
  };
}

/**
 * The registry masks some representatives' names with a Latin O (`喻O芫`): such a name is not
 * copied into the form, where it would be saved as if it were the real one.
 */
export function isMaskedName(name: string): boolean {
  return /[\u3400-\u9fff]O|O[\u3400-\u9fff]/.test(name);
}

/** What a registry record fills in: name, representative (unless masked), capital and address. */
export function registryPrefill(company: RegistryCompany): Partial<CompanyFormValues> {
  const prefill: Partial<CompanyFormValues> = { name: company.name };
  if (company.representative && !isMaskedName(company.representative)) {
    prefill.representative = company.representative;
  }
  const capital = company.capital ?? company.paidInCapital;
  if (capital !== null) prefill.capital = capital;
  if (company.address) prefill.address = company.address;
  return prefill;
}

/**
 * What changed between the saved data and the form, for `POST /Vendor` (a partial update): the top-level
 * fields that differ, the contact person whole when any of it changed.
 */
export function companyChanges(saved: CompanyFormValues, edited: CompanyFormValues): VendorUpdateInput {
  const before = toCompanyFields(saved);
  const after = toCompanyFields(edited);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof CompanyFieldsInput)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = after[key];
  }
  return changes as VendorUpdateInput;
}
