import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import SafetyCertificateFilled from '@ant-design/icons/SafetyCertificateFilled';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import type { VendorLevel } from '@portal/contracts/vendor';
import type { ApplicationStatus } from '@portal/contracts/vendor-application';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WordTag, type WordTagTone } from '../../../components/word-tag';

/** The vendor's level on the register: 一般供應商, or 合格供應商 with a seal. */
export function LevelTag({ level }: { level: VendorLevel }) {
  const { t } = useTranslation();
  return level === 'certified' ? (
    <WordTag icon={<SafetyCertificateFilled aria-hidden />} tone="warning">
      {t('company.levels.certified')}
    </WordTag>
  ) : (
    <WordTag icon={<ShopOutlined aria-hidden />}>{t('company.levels.registered')}</WordTag>
  );
}

/** Where an application or upgrade request stands. */
export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  const looks: Record<ApplicationStatus, [ReactNode, WordTagTone | undefined]> = {
    pending: [<ClockCircleOutlined key="icon" aria-hidden />, 'primary'],
    accepted: [<CheckCircleFilled key="icon" aria-hidden />, 'success'],
    rejected: [<CloseCircleFilled key="icon" aria-hidden />, 'error'],
    withdrawn: [<MinusCircleOutlined key="icon" aria-hidden />, undefined],
  };
  const [icon, tone] = looks[status];
  return (
    <WordTag icon={icon} tone={tone}>
      {t(`company.statuses.${status}`)}
    </WordTag>
  );
}

/** Whether data was checked against the company registry, or typed by hand. */
export function RegistryVerifiedTag({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation();
  return isVerified ? (
    <WordTag icon={<CheckCircleFilled aria-hidden />} tone="success">
      {t('company.registry.verified')}
    </WordTag>
  ) : (
    <WordTag icon={<ExclamationCircleFilled aria-hidden />} tone="warning">
      {t('company.registry.notVerified')}
    </WordTag>
  );
}

/** A vendor's standing on the portal: active, or suspended by the association. */
export function VendorStatusTag({ status }: { status: 'active' | 'suspended' }) {
  const { t } = useTranslation();
  return (
    <WordTag
      icon={status === 'active' ? <CheckCircleFilled aria-hidden /> : <CloseCircleFilled aria-hidden />}
      tone={status === 'active' ? 'success' : 'error'}
    >
      {t(`company.vendorStatuses.${status}`)}
    </WordTag>
  );
}
