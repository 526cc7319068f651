import type { AdminUser } from '@portal/contracts/user-admin';
import { userListQuerySchema } from '@portal/contracts/user-admin';
import type { Database } from '../../db/client';
import { defineExport, labelOf, taipeiTime, yesNo } from '../exports/export-definition';
import { accountStatusTexts, vendorRoleTexts } from '../exports/export-labels';
import type { ResourceDefinition } from '../resources/resource-definition';
import type { UserListQuery } from './user-admin.repository';

/** `GET /Exports/Users`: the users list (`users:read`) through the `/Users` resource's own list. */
export function usersExport(deps: {
  db: Database;
  users: Pick<ResourceDefinition<AdminUser, UserListQuery>, 'list'>;
}) {
  return defineExport<UserListQuery, AdminUser>({
    list: 'Users',
    fileStem: 'users',
    access: { permission: 'users:read' },
    listQuerySchema: userListQuerySchema,
    read: (reader, query) => deps.users.list(deps.db, query, { ...reader, isSignedIn: true }),
    columns: [
      { label: { 'zh-Hant': '帳號', en: 'Account' }, value: (user) => user.account },
      { label: { 'zh-Hant': '姓名', en: 'Name' }, value: (user) => user.name },
      { label: { 'zh-Hant': '電子郵件', en: 'E-mail' }, value: (user) => user.email },
      {
        label: { 'zh-Hant': '電子郵件已驗證', en: 'E-mail verified' },
        value: (user, language) => yesNo(user.emailVerified, language),
      },
      { label: { 'zh-Hant': '手機', en: 'Mobile' }, value: (user) => user.mobile },
      { label: { 'zh-Hant': '職稱', en: 'Job title' }, value: (user) => user.jobTitle },
      {
        label: { 'zh-Hant': '角色', en: 'Roles' },
        value: (user, language) =>
          user.roles.map((role) => (language === 'en' ? role.nameEn : role.nameZh)).join('、'),
      },
      { label: { 'zh-Hant': '供應商', en: 'Supplier' }, value: (user) => user.vendor?.name },
      {
        label: { 'zh-Hant': '供應商身分', en: 'Supplier role' },
        value: (user, language) => labelOf(vendorRoleTexts, user.vendor?.role, language),
      },
      {
        label: { 'zh-Hant': '狀態', en: 'Status' },
        value: (user, language) => labelOf(accountStatusTexts, user.status, language),
      },
      { label: { 'zh-Hant': '建立時間', en: 'Created' }, value: (user) => taipeiTime(user.createdTime) },
      {
        label: { 'zh-Hant': '最後登入時間', en: 'Last sign-in' },
        value: (user) => taipeiTime(user.lastSignInTime),
      },
    ],
  });
}
