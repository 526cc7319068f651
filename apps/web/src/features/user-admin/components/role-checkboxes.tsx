import LockOutlined from '@ant-design/icons/LockOutlined';
import { missingPermissions } from '@portal/contracts/permissions';
import type { Role } from '@portal/contracts/roles';
import { Checkbox, Tooltip, theme } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatList } from '../../../lib/format-list';
import { usePermissions } from '../../../lib/permissions';
import { useLanguage } from '../../../lib/use-language';
import { permissionText, roleDescriptionText, roleLabel } from '../user-display';

interface RoleCheckboxesProps {
  id?: string;
  roles: readonly Role[];
  value?: string[];
  onChange?: (value: string[]) => void;
  /** Every box locked (the administrator's own account). */
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/**
 * A user's roles as checkboxes. A role carrying a permission the administrator does not hold cannot be
 * given or taken away (the server says PERMISSION_NOT_HELD): its box is locked, and says why.
 */
export function RoleCheckboxes({
  id,
  roles,
  value = [],
  onChange,
  disabled = false,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: RoleCheckboxesProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const language = useLanguage();
  const held = usePermissions();
  const baseId = useId();
  const toggle = (roleId: string, isChecked: boolean) =>
    onChange?.(
      isChecked
        ? [...value.filter((held) => held !== roleId), roleId]
        : value.filter((held) => held !== roleId),
    );

  return (
    <fieldset
      id={id}
      aria-label={t('users.roles.legend')}
      className="user-role-boxes"
      // Only these two of what the form item passes: `aria-required` is not allowed on a group.
      aria-describedby={describedBy}
      aria-invalid={invalid}
    >
      {roles.map((role, index) => {
        const missing = missingPermissions(role.permissions, held);
        const reasonId = `${baseId}-${index}`;
        const reason =
          missing.length > 0
            ? t('users.roles.notGrantable', {
                permissions: formatList(
                  missing.map((name) => permissionText(name, language, t('users.roles.allPermissions'))),
                  language,
                ),
              })
            : null;
        const box = (
          <Checkbox
            checked={value.includes(role.id)}
            disabled={disabled || reason !== null}
            onChange={(event) => toggle(role.id, event.target.checked)}
            aria-describedby={reason ? reasonId : undefined}
          >
            <span className="user-role-name">{roleLabel(role, language)}</span>
            {role.description && (
              <span className="user-role-description" style={{ color: token.colorTextDescription }}>
                {roleDescriptionText(role, language)}
              </span>
            )}
          </Checkbox>
        );
        return (
          <div key={role.id} className="user-role-box">
            {reason ? (
              <Tooltip title={reason}>
                <span className="user-role-locked">
                  {box}
                  <LockOutlined aria-hidden style={{ color: token.colorTextDescription }} />
                  <span id={reasonId} className="visually-hidden">
                    {reason}
                  </span>
                </span>
              </Tooltip>
            ) : (
              box
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
