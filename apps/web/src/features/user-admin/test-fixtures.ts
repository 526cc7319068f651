import { staffPermissions } from '@portal/contracts/permissions';
import type { Role } from '@portal/contracts/roles';
import type { AdminUser } from '@portal/contracts/user-admin';
import { testUser } from '../../test/render-app';

/** Fixtures of the users administration tests (component tests only). */

const time = new Date(Date.now() - 3 * 60_000).toISOString();

export const role = (fields: Partial<Role> & Pick<Role, 'id' | 'nameZh'>): Role => ({
  code: null,
  nameEn: '',
  description: '',
  descriptionEn: '',
  permissions: [],
  isSystem: false,
  userCount: 0,
  createdTime: time,
  updatedTime: time,
  ...fields,
});

export const administratorRole = role({
  id: '01930000-0000-7000-8000-0000000000a1',
  code: 'system-admin',
  nameZh: '系統管理員',
  nameEn: 'Administrator',
  permissions: ['*'],
  isSystem: true,
});
export const staffRole = role({
  id: '01930000-0000-7000-8000-0000000000a2',
  code: 'association-staff',
  nameZh: '協會承辦人員',
  nameEn: 'Association staff',
  permissions: [...staffPermissions],
  isSystem: true,
});
export const memberRole = role({
  id: '01930000-0000-7000-8000-0000000000a3',
  code: 'member',
  nameZh: '一般會員',
  nameEn: 'Member',
  isSystem: true,
});
export const logReaderRole = role({
  id: '01930000-0000-7000-8000-0000000000a4',
  nameZh: '紀錄檢視',
  nameEn: 'Log reader',
  permissions: ['clientlog:read', 'actionlog:read'],
});

export const roleList = {
  body: { totalCount: 4, data: [administratorRole, staffRole, memberRole, logReaderRole] },
};

export const sampleUser: AdminUser = {
  id: '01930000-0000-7000-8000-0000000000b1',
  account: 'chen.mei',
  name: '陳美',
  email: 'mei@example.test',
  emailVerified: false,
  pendingEmail: null,
  mobile: '+886912345678',
  mobileVerified: false,
  jobTitle: '採購',
  language: 'zh-Hant',
  status: 'active',
  hasPassword: false,
  roles: [{ id: memberRole.id, code: 'member', nameZh: '一般會員', nameEn: 'Member' }],
  vendor: { id: '01930000-0000-7000-8000-0000000000c1', name: '美好股份有限公司', role: 'owner' },
  createdTime: '2026-01-05T02:00:00.000Z',
  lastSignInTime: null,
};

/** A signed-in administrator who may do everything with users and vendors, but holds no `*`. */
export const userAdmin = {
  ...testUser,
  id: '01930000-0000-7000-8000-0000000000d1',
  permissions: [
    'users:read',
    'users:write',
    'roles:read',
    'vendors:write',
    'clientlog:read',
    'actionlog:read',
  ],
};

// Whole-app renders under jsdom are slow (styles computed for every element): find by text instead.
export function buttonWith(text: string, container: HTMLElement = document.body): HTMLButtonElement {
  const match = [...container.querySelectorAll('button, a')].find(
    (element) => element.textContent?.trim() === text,
  );
  if (!match) throw new Error(`no button "${text}"`);
  return match as HTMLButtonElement;
}
