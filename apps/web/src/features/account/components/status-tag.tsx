import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import { Tag, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A status in words on a neutral tag, the colour only on its icon: antd's coloured tags put light text
 * on a tinted background below the 4.5:1 contrast that text needs.
 */
export function StatusTag({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Tag icon={icon} variant="outlined">
      {children}
    </Tag>
  );
}

/** Whether an e-mail or mobile number is verified. */
export function VerifiedTag({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return isVerified ? (
    <StatusTag icon={<CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} />}>
      {t('account.verified')}
    </StatusTag>
  ) : (
    <StatusTag icon={<ClockCircleOutlined aria-hidden style={{ color: token.colorWarning }} />}>
      {t('account.unverified')}
    </StatusTag>
  );
}
