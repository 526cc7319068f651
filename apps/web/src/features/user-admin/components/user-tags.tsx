import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import type { UserStatus } from '@portal/contracts/user-admin';
import { Tag, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A status in words on a neutral tag, the colour only on its icon: antd's tinted tags put light text on a
 * tinted background below the 4.5:1 contrast text needs.
 */
function WordTag({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Tag icon={icon} variant="outlined">
      {children}
    </Tag>
  );
}

/** Active or disabled. */
export function UserStatusTag({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return status === 'active' ? (
    <WordTag icon={<CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} />}>
      {t('users.status.active')}
    </WordTag>
  ) : (
    <WordTag icon={<StopOutlined aria-hidden style={{ color: token.colorError }} />}>
      {t('users.status.disabled')}
    </WordTag>
  );
}

/** Whether an e-mail is verified. */
export function EmailVerifiedTag({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return isVerified ? (
    <WordTag icon={<CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} />}>
      {t('users.verified')}
    </WordTag>
  ) : (
    <WordTag icon={<ClockCircleOutlined aria-hidden style={{ color: token.colorWarning }} />}>
      {t('users.unverified')}
    </WordTag>
  );
}
