import {
  allPermissions,
  type Permission,
  permissionResource,
  permissions,
} from '@portal/contracts/permissions';
import { Checkbox, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { permissionLabel } from '../role-texts';

/** The catalogue grouped by resource (`users`, `roles`, …), in catalogue order. */
const permissionGroups = (() => {
  const groups = new Map<string, Permission[]>();
  for (const name of permissions) {
    const resource = permissionResource(name);
    groups.set(resource, [...(groups.get(resource) ?? []), name]);
  }
  return [...groups];
})();

interface PermissionCheckboxesProps {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  /** Offer `*` (every permission, also later ones): only to someone who holds it. */
  offerAll: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/**
 * A role's permissions as checkboxes grouped by resource, labelled from the catalogue in the interface
 * language. With `*` ticked, every other box shows ticked and locked.
 */
export function PermissionCheckboxes({
  id,
  value = [],
  onChange,
  disabled = false,
  offerAll,
  ...aria
}: PermissionCheckboxesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hasAll = value.includes(allPermissions);
  const toggle = (name: string, isChecked: boolean) =>
    onChange?.(
      isChecked ? [...value.filter((held) => held !== name), name] : value.filter((held) => held !== name),
    );
  const resourceLabel = (resource: string) =>
    t(`roles.resources.${resource}` as 'roles.resources.users', { defaultValue: resource });

  return (
    <fieldset id={id} aria-label={t('roles.permissions')} className="permission-groups" {...aria}>
      {(offerAll || hasAll) && (
        <Checkbox
          checked={hasAll}
          disabled={disabled}
          onChange={(event) => toggle(allPermissions, event.target.checked)}
          className="permission-all"
        >
          {t('roles.allPermissionsHint')}
        </Checkbox>
      )}
      {permissionGroups.map(([resource, names]) => (
        <fieldset key={resource} className="permission-group">
          <legend>{resourceLabel(resource)}</legend>
          <Flex wrap gap="small">
            {names.map((name) => (
              <Checkbox
                key={name}
                checked={hasAll || value.includes(name)}
                disabled={disabled || hasAll}
                onChange={(event) => toggle(name, event.target.checked)}
              >
                {permissionLabel(name, language)}
              </Checkbox>
            ))}
          </Flex>
        </fieldset>
      ))}
    </fieldset>
  );
}
