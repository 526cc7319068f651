import type { Language } from '@portal/contracts/i18n';
import { allPermissions, isPermission, permissionLabels } from '@portal/contracts/permissions';
import { formatTaiwanMobile, normalizeTaiwanMobile } from '@portal/contracts/taiwan-mobile';
import type { AdminUser } from '@portal/contracts/user-admin';
import type { TFunction } from 'i18next';

/** A role's name in the interface language: the English name in English, the Chinese one when empty. */
export function roleLabel(role: { nameZh: string; nameEn: string }, language: Language): string {
  return language === 'en' && role.nameEn.trim() ? role.nameEn : role.nameZh;
}

/** A role's description in the interface language, the Chinese one when it has no English one. */
export function roleDescriptionText(
  role: { description: string; descriptionEn: string },
  language: Language,
): string {
  return language === 'en' && role.descriptionEn.trim() ? role.descriptionEn : role.description;
}

/** A user's vendor with the user's part in it, as the list and the edit page show it. */
export function vendorText(vendor: NonNullable<AdminUser['vendor']>, t: TFunction): string {
  return t('users.vendorWithRole', { name: vendor.name, role: t(`users.vendorRoles.${vendor.role}`) });
}

/** A permission as people read it; `*` is passed as `everything` (already translated by the caller). */
export function permissionText(name: string, language: Language, everything: string): string {
  if (name === allPermissions) return everything;
  return isPermission(name) ? permissionLabels[name][language] : name;
}

/** A stored mobile as Taiwanese people write it (`+886912345678` → `0912-345-678`); others unchanged. */
export function mobileText(value: string): string {
  return /^\+8869\d{8}$/.test(value) ? formatTaiwanMobile(value) : value;
}

/** A mobile as typed (`０９１２３４５６７８`, `+886 912…`) shown the usual way; anything else as typed. */
export function typedMobileText(value: string): string {
  const e164 = normalizeTaiwanMobile(value);
  return e164 ? formatTaiwanMobile(e164) : value;
}
