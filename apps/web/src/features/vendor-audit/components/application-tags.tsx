import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import WarningFilled from '@ant-design/icons/WarningFilled';
import type { ApplicationKind, ApplicationStatus } from '@portal/contracts/vendor-application';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WordTag, type WordTagTone } from '../../../components/word-tag';

/** 審核中, 已通過, 已退件 or 已撤回. */
export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  const looks: Record<ApplicationStatus, [ReactNode, WordTagTone]> = {
    pending: [<ClockCircleOutlined key="icon" aria-hidden />, 'warning'],
    accepted: [<CheckCircleFilled key="icon" aria-hidden />, 'success'],
    rejected: [<CloseCircleFilled key="icon" aria-hidden />, 'error'],
    withdrawn: [<MinusCircleOutlined key="icon" aria-hidden />, 'muted'],
  };
  const [icon, tone] = looks[status];
  return (
    <WordTag icon={icon} tone={tone}>
      {t(`vendorAudit.statuses.${status}`)}
    </WordTag>
  );
}

/** 申請 (a new vendor) or 升級 (to certified supplier). */
export function ApplicationKindTag({ kind }: { kind: ApplicationKind }) {
  const { t } = useTranslation();
  return <WordTag>{t(`vendorAudit.kinds.${kind}`)}</WordTag>;
}

/** Whether the registry was asked when the application was sent (else the data was typed by hand). */
export function RegistryVerifiedTag({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation();
  return isVerified ? (
    <WordTag icon={<SafetyCertificateOutlined aria-hidden />} tone="success">
      {t('vendorAudit.verified')}
    </WordTag>
  ) : (
    <WordTag icon={<WarningFilled aria-hidden />} tone="warning">
      {t('vendorAudit.notVerified')}
    </WordTag>
  );
}
