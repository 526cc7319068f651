import type { Vendor } from '@portal/contracts/vendor';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateTime } from './date-time';

type RegistryCheckFacts = Vendor['registry'];

/** When the registry re-check last looked, and whether the company was active then. */
export function RegistryCheckTime({ registry }: { registry: RegistryCheckFacts }) {
  const { t } = useTranslation();
  if (!registry.checkedTime) return <>{t('company.overview.neverChecked')}</>;
  return (
    <span>
      <DateTime value={registry.checkedTime} />
      {!registry.flagged && registry.status === 'active' && <> · {t('company.overview.checkOk')}</>}
    </span>
  );
}

/** A warning when the last re-check found the company no longer active (or no longer registered). */
export function RegistryFlagAlert({ registry }: { registry: RegistryCheckFacts }) {
  const { t } = useTranslation();
  if (!registry.flagged) return null;
  const status =
    registry.company?.statusText ||
    (registry.status ? t(`company.registry.statuses.${registry.status}`) : '');
  return (
    <Alert
      type="warning"
      showIcon
      title={status ? t('company.overview.flagged', { status }) : t('company.overview.flaggedUnknown')}
      className="company-alert"
    />
  );
}
