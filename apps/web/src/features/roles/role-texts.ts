import type { Language } from '@portal/contracts/i18n';
import { isPermission, permissionLabels } from '@portal/contracts/permissions';
import type { Role } from '@portal/contracts/roles';

/** A role's name in the interface language: the English name in English, the Chinese one when empty. */
export function roleName(role: Pick<Role, 'nameZh' | 'nameEn'>, language: Language): string {
  return language === 'en' && role.nameEn.trim() ? role.nameEn : role.nameZh;
}

/** A role's description in the interface language: the English one in English, the Chinese one when empty. */
export function roleDescription(
  role: Pick<Role, 'description' | 'descriptionEn'>,
  language: Language,
): string {
  return language === 'en' && role.descriptionEn.trim() ? role.descriptionEn : role.description;
}

/** A permission's label from the catalogue; a name the catalogue lacks shows as it is. */
export function permissionLabel(name: string, language: Language): string {
  return isPermission(name) ? permissionLabels[name][language] : name;
}
