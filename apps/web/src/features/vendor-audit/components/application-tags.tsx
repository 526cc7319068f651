import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import WarningFilled from '@ant-design/icons/WarningFilled';
import type { ApplicationKind, ApplicationStatus } from '@portal/contracts/vendor-application';
import { Tag, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WordTag } from '../../../components/vendor/word-tag';

/** 審核中, 已通過, 已退件 or 已撤回. */
export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const looks: Record<ApplicationStatus, [ReactNode, string]> = {
    pending: [<ClockCircleOutlined key="icon" aria-hidden />, token.colorWarning],
    accepted: [<CheckCircleFilled key="icon" aria-hidden />, token.colorSuccess],
    rejected: [<CloseCircleFilled key="icon" aria-hidden />, token.colorError],
    withdrawn: [<MinusCircleOutlined key="icon" aria-hidden />, token.colorTextDescription],
  };
  const [icon, color] = looks[status];
  return (
    <WordTag icon={icon} color={color}>
      {t(`vendorAudit.statuses.${status}`)}
    </WordTag>
  );
}

/** 申請 (a new vendor) or 升級 (to certified supplier). */
export function ApplicationKindTag({ kind }: { kind: ApplicationKind }) {
  const { t } = useTranslation();
  return <Tag variant="outlined">{t(`vendorAudit.kinds.${kind}`)}</Tag>;
}

/** Whether the registry was asked when the application was sent (else the data was typed by hand). */
export function RegistryVerifiedTag({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return isVerified ? (
    <WordTag icon={<SafetyCertificateOutlined aria-hidden />} color={token.colorSuccess}>
      {t('vendorAudit.verified')}
    </WordTag>
  ) : (
    <WordTag icon={<WarningFilled aria-hidden />} color={token.colorWarning}>
      {t('vendorAudit.notVerified')}
    </WordTag>
  );
}
