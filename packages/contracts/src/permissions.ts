/**
 * The permission catalogue: `resource:action`, each with its label in both languages.
 * Routes declare the permission they need; roles hold lists of these names (`*` meaning all of them).
 * Vendor-scoped rights (owner, manager, member of one vendor) are not permissions: they come from the
 * vendor membership and apply only to that vendor's records.
 */
import type { LocalizedText } from './i18n';

export const permissionLabels = {
  'users:read': { 'zh-Hant': '檢視使用者', en: 'View users' },
  'users:write': { 'zh-Hant': '管理使用者', en: 'Manage users' },
  'roles:read': { 'zh-Hant': '檢視角色', en: 'View roles' },
  'roles:write': { 'zh-Hant': '管理角色與權限', en: 'Manage roles and permissions' },
  'config:write': { 'zh-Hant': '修改系統設定', en: 'Change configuration' },
  'actionlog:read': { 'zh-Hant': '檢視操作紀錄', en: 'Read the action log' },
  'clientlog:read': { 'zh-Hant': '檢視前端錯誤紀錄', en: 'Read browser error log' },
  'outbox:read': { 'zh-Hant': '檢視郵件與簡訊寄送紀錄', en: 'View the mail and SMS outbox' },
  'outbox:write': { 'zh-Hant': '重送郵件與簡訊', en: 'Resend mail and SMS' },
  'vendors:read': { 'zh-Hant': '檢視所有供應商', en: 'View all vendors' },
  'vendors:write': { 'zh-Hant': '建立與修改供應商', en: 'Create and edit vendors' },
  'vendors:audit': { 'zh-Hant': '審核供應商申請與升級', en: 'Audit vendor applications and upgrades' },
  'news:write': { 'zh-Hant': '管理最新消息與公告', en: 'Manage news and announcements' },
  'categories:write': { 'zh-Hant': '管理產品與服務分類', en: 'Manage product and service categories' },
  'banners:write': { 'zh-Hant': '管理橫幅廣告', en: 'Manage banners' },
  'albums:write': { 'zh-Hant': '管理相簿', en: 'Manage picture albums' },
  'attributes:write': { 'zh-Hant': '管理產品屬性', en: 'Manage product attributes' },
  'meetings:arrange': { 'zh-Hant': '與供應商安排會議', en: 'Arrange meetings with vendors' },
  'consultations:handle': { 'zh-Hant': '處理會員諮詢', en: 'Answer members’ consultations' },
} as const satisfies Record<`${string}:${string}`, LocalizedText>;

export type Permission = keyof typeof permissionLabels;
export const permissions = Object.keys(permissionLabels) as Permission[];

/** What a role may hold: a catalogue permission, or `*` (every permission, the administrators' role). */
export type GrantedPermission = Permission | '*';
export const allPermissions = '*';

export function isPermission(value: string): value is Permission {
  return Object.hasOwn(permissionLabels, value);
}

/** Whether a set of granted names includes a permission (`*` includes all). */
export function grants(held: Iterable<string>, permission: Permission): boolean {
  for (const name of held) if (name === allPermissions || name === permission) return true;
  return false;
}

/**
 * The names among `names` that `held` does not grant (`*` only by `*` itself; an unknown name is never
 * granted). Empty when the holder of `held` has every one of them. The one rule behind who may grant a
 * role, change a role's permissions, or manage another user: nobody hands out, takes away, or acts on
 * more than they hold themselves.
 */
export function missingPermissions(names: Iterable<string>, held: Iterable<string>): string[] {
  const heldNames = [...held];
  const missing = new Set<string>();
  for (const name of names) {
    const granted =
      name === allPermissions
        ? heldNames.includes(allPermissions)
        : isPermission(name) && grants(heldNames, name);
    if (!granted) missing.add(name);
  }
  return [...missing];
}

/** The resource part (`users` of `users:write`), for grouping the catalogue on screen. */
export function permissionResource(permission: Permission): string {
  return permission.slice(0, permission.indexOf(':'));
}

/** The roles every portal has; their codes never change, so code can rely on them. */
export const systemRoleCodes = {
  administrator: 'system-admin',
  staff: 'association-staff',
  member: 'member',
} as const;

/** 協會承辦人員: audits, content, read users, consultations, arranging meetings. */
export const staffPermissions: readonly Permission[] = [
  'users:read',
  'vendors:read',
  'vendors:audit',
  'news:write',
  'categories:write',
  'banners:write',
  'albums:write',
  'attributes:write',
  'consultations:handle',
  'meetings:arrange',
];

/** Vendor-scoped rights, strongest first. */
export const vendorRoles = ['owner', 'manager', 'member'] as const;
export type VendorRole = (typeof vendorRoles)[number];
