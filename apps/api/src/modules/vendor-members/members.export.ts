import { type MemberListItem, memberListQuerySchema } from '@portal/contracts/vendor-member';
import type { z } from 'zod';
import { defineExport, labelOf, taipeiTime } from '../exports/export-definition';
import { accountStatusTexts, vendorRoleTexts } from '../exports/export-labels';
import type { VendorMemberService } from './vendor-members.service';

type MemberQuery = z.output<typeof memberListQuerySchema>;

/**
 * `GET /Exports/Members`: a vendor's people, read as `GET /Vendor/Members` reads them: the caller's own
 * vendor, or (staff) the `vendorId` named; another vendor's people are refused exactly as there.
 */
export function membersExport(deps: { members: Pick<VendorMemberService, 'list'> }) {
  return defineExport<MemberQuery, MemberListItem>({
    list: 'Members',
    fileStem: 'members',
    access: 'signed-in',
    listQuerySchema: memberListQuerySchema,
    read: (reader, query) => deps.members.list(reader.principal, query),
    columns: [
      { label: { 'zh-Hant': '姓名', en: 'Name' }, value: (member) => member.name },
      { label: { 'zh-Hant': '電子郵件', en: 'E-mail' }, value: (member) => member.email },
      { label: { 'zh-Hant': '手機', en: 'Mobile' }, value: (member) => member.mobile },
      {
        label: { 'zh-Hant': '身分', en: 'Role' },
        value: (member, language) => labelOf(vendorRoleTexts, member.role, language),
      },
      { label: { 'zh-Hant': '職稱', en: 'Job title' }, value: (member) => member.jobTitle },
      {
        label: { 'zh-Hant': '帳號狀態', en: 'Account status' },
        value: (member, language) => labelOf(accountStatusTexts, member.accountStatus, language),
      },
      { label: { 'zh-Hant': '留言', en: 'Message' }, value: (member) => member.message },
      { label: { 'zh-Hant': '加入時間', en: 'Since' }, value: (member) => taipeiTime(member.createdTime) },
    ],
  });
}
