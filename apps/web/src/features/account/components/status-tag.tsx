import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import { useTranslation } from 'react-i18next';
import { WordTag } from '../../../components/word-tag';

/** Whether an e-mail or mobile number is verified. */
export function VerifiedTag({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation();
  return isVerified ? (
    <WordTag icon={<CheckCircleFilled aria-hidden />} tone="success">
      {t('account.verified')}
    </WordTag>
  ) : (
    <WordTag icon={<ClockCircleOutlined aria-hidden />} tone="warning">
      {t('account.unverified')}
    </WordTag>
  );
}
