import { allPermissions } from '@portal/contracts/permissions';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatList } from '../../../lib/format-list';
import { useLanguage } from '../../../lib/use-language';
import { permissionLabel } from '../role-texts';

const shownTags = 3;

/** A role's permissions in a table cell: the first few as tags, then how many more (all named on hover). */
export function PermissionTags({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (permissions.includes(allPermissions)) return <Tag color="gold">{t('roles.allPermissions')}</Tag>;
  if (permissions.length === 0) return <span>{t('roles.permissionCount', { count: 0 })}</span>;
  const labels = permissions.map((name) => permissionLabel(name, language));
  const rest = labels.slice(shownTags);
  return (
    <Flex wrap gap={4} aria-label={t('roles.permissionCount', { count: labels.length })}>
      {labels.slice(0, shownTags).map((label) => (
        <Tag key={label} style={{ marginInlineEnd: 0 }}>
          {label}
        </Tag>
      ))}
      {rest.length > 0 && (
        <Tag title={formatList(rest, language)} style={{ marginInlineEnd: 0 }}>
          {t('roles.morePermissions', { count: rest.length })}
        </Tag>
      )}
    </Flex>
  );
}
