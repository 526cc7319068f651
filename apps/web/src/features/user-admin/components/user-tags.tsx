import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import type { UserStatus } from '@portal/contracts/user-admin';
import { useTranslation } from 'react-i18next';
import { WordTag } from '../../../components/word-tag';

/** Active or disabled. */
export function UserStatusTag({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return status === 'active' ? (
    <WordTag icon={<CheckCircleFilled aria-hidden />} tone="success">
      {t('users.status.active')}
    </WordTag>
  ) : (
    <WordTag icon={<StopOutlined aria-hidden />} tone="error">
      {t('users.status.disabled')}
    </WordTag>
  );
}

/** Whether an e-mail is verified. */
export function EmailVerifiedTag({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation();
  return isVerified ? (
    <WordTag icon={<CheckCircleFilled aria-hidden />} tone="success">
      {t('users.verified')}
    </WordTag>
  ) : (
    <WordTag icon={<ClockCircleOutlined aria-hidden />} tone="warning">
      {t('users.unverified')}
    </WordTag>
  );
}
