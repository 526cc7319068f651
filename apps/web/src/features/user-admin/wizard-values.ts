import type { Language } from '@portal/contracts/i18n';
import type { VendorRole } from '@portal/contracts/permissions';
import { normalizeUbn } from '@portal/contracts/ubn';
import type { CreateUserInput } from '@portal/contracts/user-admin';

/** The steps of the user wizard; `company` only for holders of vendors:write. */
export type WizardStep = 'account' | 'roles' | 'company' | 'review';

/** No company, a new vendor the user owns, or an existing vendor the user joins. */
export type CompanyMode = 'none' | 'create' | 'attach';

/** The wizard's one form, across its steps. Never a password: the user sets it from the welcome mail. */
export interface WizardValues {
  account: string;
  name: string;
  email: string;
  mobile?: string;
  jobTitle?: string;
  language: Language;
  roleIds?: string[];
  companyMode: CompanyMode;
  ubn?: string;
  companyName?: string;
  companyNameEn?: string;
  attachVendorId?: string;
  /** The chosen vendor's name, kept for the review step (not sent). */
  attachVendorName?: string;
  attachRole?: VendorRole;
}

/** The form fields of each step: what "Next" checks, and where a server error sends the person back to. */
export const wizardStepFields: Record<WizardStep, readonly string[]> = {
  account: ['account', 'name', 'email', 'mobile', 'jobTitle', 'language'],
  roles: ['roleIds'],
  company: ['companyMode', 'ubn', 'companyName', 'companyNameEn', 'attachVendorId', 'attachRole'],
  review: [],
};

/** The API's field names (`vendor.create.ubn`) that the form calls otherwise. */
export const wizardFieldAliases: Readonly<Record<string, string>> = {
  vendor: 'companyMode',
  'vendor.create': 'companyMode',
  'vendor.attach': 'companyMode',
  'vendor.create.ubn': 'ubn',
  'vendor.create.name': 'companyName',
  'vendor.create.nameEn': 'companyNameEn',
  'vendor.attach.vendorId': 'attachVendorId',
  'vendor.attach.role': 'attachRole',
};

/** The form fields the wizard shows with these steps (a field of a missing step cannot hold an error). */
export function wizardFieldNames(steps: readonly WizardStep[]): string[] {
  return steps.flatMap((step) => wizardStepFields[step]);
}

/** The first of `steps` holding one of the named fields. */
export function firstStepWith(
  fields: readonly string[],
  steps: readonly WizardStep[],
): WizardStep | undefined {
  return steps.find((step) => wizardStepFields[step].some((name) => fields.includes(name)));
}

const trimmed = (value: string | undefined) => value?.trim() ?? '';

/**
 * `POST /Users` from the form: optional fields left empty are left out; roles only when they were
 * offered (else the server gives the member role); a company (new, or one to join) only when asked for.
 */
export function toCreateUserInput(
  values: WizardValues,
  { withRoles, withCompany }: { withRoles: boolean; withCompany: boolean },
): CreateUserInput {
  const input: CreateUserInput = {
    account: trimmed(values.account),
    name: trimmed(values.name),
    email: trimmed(values.email),
    language: values.language,
  };
  if (trimmed(values.mobile)) input.mobile = trimmed(values.mobile);
  if (trimmed(values.jobTitle)) input.jobTitle = trimmed(values.jobTitle);
  if (withRoles && values.roleIds && values.roleIds.length > 0) input.roleIds = values.roleIds;
  if (withCompany && values.companyMode === 'create') {
    input.vendor = {
      create: {
        ubn: normalizeUbn(values.ubn ?? ''),
        name: trimmed(values.companyName),
        ...(trimmed(values.companyNameEn) ? { nameEn: trimmed(values.companyNameEn) } : {}),
      },
    };
  }
  if (withCompany && values.companyMode === 'attach' && values.attachVendorId) {
    input.vendor = { attach: { vendorId: values.attachVendorId, role: values.attachRole ?? 'member' } };
  }
  return input;
}
