/**
 * The permission catalogue: `resource:action`, each with its label in both languages.
 * Routes declare the permission they need; roles hold lists of these names.
 */
import type { LocalizedText } from './i18n';

export const permissionLabels = {
  'clientlog:read': { 'zh-Hant': '檢視前端錯誤紀錄', en: 'Read browser error log' },
} as const satisfies Record<`${string}:${string}`, LocalizedText>;

export type Permission = keyof typeof permissionLabels;
export const permissions = Object.keys(permissionLabels) as Permission[];
