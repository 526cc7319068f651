import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import SafetyCertificateFilled from '@ant-design/icons/SafetyCertificateFilled';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import WarningFilled from '@ant-design/icons/WarningFilled';
import type { RegistryStatus } from '@portal/contracts/registry';
import type { VendorLevel } from '@portal/contracts/vendor';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { WordTag } from '../../../components/word-tag';
import { formatTaipeiTime } from '../../../lib/taipei-time';

/** 一般供應商 or 合格供應商 (certified). */
export function VendorLevelTag({ level }: { level: VendorLevel }) {
  const { t } = useTranslation();
  return (
    <WordTag
      icon={level === 'certified' ? <SafetyCertificateFilled aria-hidden /> : <ShopOutlined aria-hidden />}
      tone={level === 'certified' ? 'warning' : 'muted'}
    >
      {t(`vendors.levels.${level}`)}
    </WordTag>
  );
}

export interface RegistryCheckState {
  checkedTime: string | null;
  status: RegistryStatus | null;
  flagged: boolean;
}

/**
 * What the last registry check found: 登記狀態異常 (with the status, in red) when flagged, 登記正常, or
 * 尚未查核; and the day of the check under it.
 */
export function RegistryCheckTag({ check }: { check: RegistryCheckState }) {
  const { t } = useTranslation();
  const tag = check.flagged ? (
    <WordTag icon={<WarningFilled aria-hidden />} tone="error" isAlarm>
      {check.status && check.status !== 'active'
        ? t('vendors.flaggedStatus', { status: t(`registry.statuses.${check.status}`) })
        : t('vendors.flagged')}
    </WordTag>
  ) : check.checkedTime ? (
    <WordTag icon={<CheckCircleFilled aria-hidden />} tone="success">
      {t('vendors.registryOk')}
    </WordTag>
  ) : (
    <WordTag icon={<ClockCircleOutlined aria-hidden />} tone="muted">
      {t('vendors.notChecked')}
    </WordTag>
  );
  return (
    <span className="audit-registry-cell">
      {tag}
      {check.checkedTime && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <time dateTime={check.checkedTime}>
            {t('vendors.checkedOn', { date: formatTaipeiTime(check.checkedTime, 'date') })}
          </time>
        </Typography.Text>
      )}
    </span>
  );
}
