import type { Role } from '@portal/contracts/roles';
import { normalizeUbn } from '@portal/contracts/ubn';
import { Descriptions, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatList } from '../../../lib/format-list';
import { useLanguage } from '../../../lib/use-language';
import { roleLabel, typedMobileText } from '../user-display';
import type { WizardValues } from '../wizard-values';

/** The wizard's last step: everything that will be sent, to read once before creating the user. */
export function WizardReview({
  values,
  roles,
  withRoles,
  withCompany,
}: {
  values: WizardValues;
  roles: readonly Role[];
  withRoles: boolean;
  withCompany: boolean;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const language = useLanguage();
  const notSet = <span style={{ color: token.colorTextDescription }}>{t('users.notSet')}</span>;
  const chosenRoles = roles.filter((role) => values.roleIds?.includes(role.id));
  const company =
    values.companyMode === 'create'
      ? t('users.wizard.companyCreate', {
          name: values.companyName?.trim() ?? '',
          ubn: normalizeUbn(values.ubn ?? ''),
        })
      : values.companyMode === 'attach'
        ? t('users.wizard.companyAttach', {
            name: values.attachVendorName ?? '',
            role: t(`users.vendorRoles.${values.attachRole ?? 'member'}`),
          })
        : t('users.company.none');
  return (
    <Descriptions
      bordered
      column={1}
      size="small"
      items={[
        { key: 'account', label: t('users.fields.account'), children: values.account?.trim() },
        { key: 'name', label: t('users.fields.name'), children: values.name?.trim() },
        { key: 'email', label: t('users.fields.email'), children: values.email?.trim() },
        {
          key: 'mobile',
          label: t('users.fields.mobile'),
          children: values.mobile?.trim() ? typedMobileText(values.mobile.trim()) : notSet,
        },
        { key: 'jobTitle', label: t('users.fields.jobTitle'), children: values.jobTitle?.trim() || notSet },
        { key: 'language', label: t('users.fields.language'), children: t(`languages.${values.language}`) },
        {
          key: 'roles',
          label: t('users.fields.roles'),
          children: withRoles
            ? formatList(
                chosenRoles.map((role) => roleLabel(role, language)),
                language,
              )
            : t('users.wizard.defaultRole'),
        },
        ...(withCompany ? [{ key: 'company', label: t('users.company.legend'), children: company }] : []),
      ]}
    />
  );
}
