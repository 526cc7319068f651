import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import SafetyCertificateFilled from '@ant-design/icons/SafetyCertificateFilled';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import type { VendorLevel } from '@portal/contracts/vendor';
import type { ApplicationStatus } from '@portal/contracts/vendor-application';
import { Tag, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A state in words on a neutral tag, the colour only on its icon: antd's coloured tags put light text
 * on a tinted background, below the 4.5:1 contrast text needs.
 */
export function WordTag({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Tag icon={icon} variant="outlined">
      {children}
    </Tag>
  );
}

/** The vendor's level on the register: 一般供應商, or 合格供應商 with a seal. */
export function LevelTag({ level }: { level: VendorLevel }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return level === 'certified' ? (
    <WordTag icon={<SafetyCertificateFilled aria-hidden style={{ color: token.colorWarning }} />}>
      {t('company.levels.certified')}
    </WordTag>
  ) : (
    <WordTag icon={<ShopOutlined aria-hidden />}>{t('company.levels.registered')}</WordTag>
  );
}

/** Where an application or upgrade request stands. */
export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const icons: Record<ApplicationStatus, ReactNode> = {
    pending: <ClockCircleOutlined aria-hidden style={{ color: token.colorPrimary }} />,
    accepted: <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} />,
    rejected: <CloseCircleFilled aria-hidden style={{ color: token.colorError }} />,
    withdrawn: <MinusCircleOutlined aria-hidden />,
  };
  return <WordTag icon={icons[status]}>{t(`company.statuses.${status}`)}</WordTag>;
}

/** Whether data was checked against the company registry, or typed by hand. */
export function RegistryVerifiedTag({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return isVerified ? (
    <WordTag icon={<CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} />}>
      {t('company.registry.verified')}
    </WordTag>
  ) : (
    <WordTag icon={<ExclamationCircleFilled aria-hidden style={{ color: token.colorWarning }} />}>
      {t('company.registry.notVerified')}
    </WordTag>
  );
}

/** A vendor's standing on the portal: active, or suspended by the association. */
export function VendorStatusTag({ status }: { status: 'active' | 'suspended' }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <WordTag
      icon={
        status === 'active' ? (
          <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} />
        ) : (
          <CloseCircleFilled aria-hidden style={{ color: token.colorError }} />
        )
      }
    >
      {t(`company.vendorStatuses.${status}`)}
    </WordTag>
  );
}
