import type { VendorCreateInput, VendorLevel } from '@portal/contracts/vendor';
import {
  type CompanyFormValues,
  companyFieldAliases,
  companyFieldNames,
  contactFieldNames,
  toCompanyFields,
} from './company-values';

/** The administrators' vendor creation form: UBN, company, level, and its owner (chosen or invited). */
export interface CreateVendorFormValues extends CompanyFormValues {
  ubn: string;
  level: VendorLevel;
  ownerMode: 'existing' | 'invite';
  ownerId?: string;
  inviteName?: string;
  inviteEmail?: string;
}

export const createVendorFieldNames: readonly string[] = [
  'ubn',
  ...companyFieldNames,
  ...contactFieldNames,
  'level',
  'ownerId',
  'inviteName',
  'inviteEmail',
];

/** Where `POST /Vendor/Create`'s error paths and codes land on the form. */
export const createVendorFieldMapping = {
  aliases: {
    ...companyFieldAliases('company.'),
    owner: 'ownerId',
    'owner.userId': 'ownerId',
    'owner.invite.name': 'inviteName',
    'owner.invite.email': 'inviteEmail',
  },
  codeFields: {
    VENDOR_ALREADY_EXISTS: 'ubn',
    USER_ALREADY_IN_VENDOR: 'ownerId',
    EMAIL_TAKEN: 'inviteEmail',
  },
};

/** `POST /Vendor/Create`'s body: the owner as a chosen user's id, or a name and e-mail to invite. */
export function toVendorCreateInput(values: CreateVendorFormValues): VendorCreateInput {
  return {
    ubn: values.ubn.trim(),
    company: toCompanyFields(values),
    level: values.level,
    owner:
      values.ownerMode === 'existing'
        ? { userId: values.ownerId ?? '' }
        : { invite: { name: (values.inviteName ?? '').trim(), email: (values.inviteEmail ?? '').trim() } },
  };
}
