import { type RegistryCompany, type RegistryStatus, rocDateToIso } from '@portal/contracts/registry';
import { taipeiToday } from '@portal/contracts/taipei-date';
import type { GcisRecord } from './gcis-client';

/**
 * A registry record (taiwan.md §2) as the portal's RegistryCompany. Blank values ("", spaces, a missing
 * key) become null; ROC dates become ISO, and an impossible one becomes null without failing the lookup.
 */

/** Text of a field, or null when blank or missing. */
function text(record: GcisRecord, key: string): string | null {
  const value = record[key];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Amounts come as JSON numbers; a string of digits (with separators) is forgiven, anything else is null. */
function amount(record: GcisRecord, key: string): number | null {
  const value = record[key];
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const digits = value.trim().replace(/,/g, '');
  return /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : null;
}

function date(record: GcisRecord, key: string): string | null {
  return rocDateToIso(text(record, key));
}

const revokedWords = ['撤銷', '廢止', '解散', '撤回'];
const activeText = '核准設立';

/**
 * A suspension window around today wins whatever the text says; then revocation or dissolution (a
 * revocation date, or the words of it in the text); then 核准設立; anything else is `other`.
 * A window with a start and no end is an open-ended suspension.
 */
export function registryStatusOf(input: {
  statusText: string | null;
  revokeDate: string | null;
  suspendedFrom: string | null;
  suspendedUntil: string | null;
  today: string;
}): RegistryStatus {
  const { statusText, revokeDate, suspendedFrom, suspendedUntil, today } = input;
  if (suspendedFrom && suspendedFrom <= today && (!suspendedUntil || today <= suspendedUntil)) {
    return 'suspended';
  }
  if (revokeDate || revokedWords.some((word) => statusText?.includes(word))) return 'revoked';
  if (statusText === activeText) return 'active';
  return 'other';
}

export function mapGcisRecord(record: GcisRecord, options: { ubn: string; now: Date }): RegistryCompany {
  const statusText = text(record, 'Company_Status_Desc');
  const revokeDate = date(record, 'Revoke_App_Date');
  const suspendedFrom = date(record, 'Sus_Beg_Date');
  const suspendedUntil = date(record, 'Sus_End_Date');
  return {
    ubn: text(record, 'Business_Accounting_NO') ?? options.ubn,
    name: text(record, 'Company_Name') ?? '',
    representative: text(record, 'Responsible_Name'),
    capital: amount(record, 'Capital_Stock_Amount'),
    paidInCapital: amount(record, 'Paid_In_Capital_Amount'),
    address: text(record, 'Company_Location'),
    authority: text(record, 'Register_Organization_Desc'),
    setupDate: date(record, 'Company_Setup_Date'),
    // The registry spells it "Data".
    lastChangeDate: date(record, 'Change_Of_Approval_Data'),
    revokeDate,
    suspendedFrom,
    suspendedUntil,
    status: registryStatusOf({
      statusText,
      revokeDate,
      suspendedFrom,
      suspendedUntil,
      today: taipeiToday(options.now),
    }),
    statusText,
    // The company dataset holds 公司 only, so a record found there is a company. The type dataset
    // (673F0FC0-…, 公司 / 分公司 / 商業) is not queried: its answer format is not documented well enough.
    kind: 'company',
  };
}
