import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import PauseCircleFilled from '@ant-design/icons/PauseCircleFilled';
import QuestionCircleFilled from '@ant-design/icons/QuestionCircleFilled';
import type { RegistryCompany, RegistryStatus } from '@portal/contracts/registry';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WordTag, type WordTagTone } from '../word-tag';

/** A registry status in words; suspended and revoked carry a red icon. */
export function RegistryStatusTag({ status, text }: { status: RegistryStatus; text?: string | null }) {
  const { t } = useTranslation();
  const looks: Record<RegistryStatus, [ReactNode, WordTagTone]> = {
    active: [<CheckCircleFilled key="icon" aria-hidden />, 'success'],
    suspended: [<PauseCircleFilled key="icon" aria-hidden />, 'error'],
    revoked: [<CloseCircleFilled key="icon" aria-hidden />, 'error'],
    other: [<QuestionCircleFilled key="icon" aria-hidden />, 'warning'],
  };
  const [icon, tone] = looks[status];
  // The registry's own words when they say more than the class (其他狀態 → 解散).
  const words = status === 'other' && text ? text : t(`registry.statuses.${status}`);
  return (
    <WordTag icon={icon} tone={tone} isAlarm={isRegistryProblem(status)}>
      {words}
    </WordTag>
  );
}

/** Whether a registry status needs the reader's attention. */
export function isRegistryProblem(status: RegistryStatus | null): boolean {
  return status === 'suspended' || status === 'revoked';
}

/**
 * A warning for a company the registry lists as not active: red for suspended or revoked, orange for
 * any other status text. Nothing for an active company.
 */
export function RegistryStatusAlert({
  company,
}: {
  company: Pick<RegistryCompany, 'status' | 'statusText'>;
}) {
  const { t } = useTranslation();
  if (company.status === 'active') return null;
  if (isRegistryProblem(company.status)) {
    return (
      <Alert
        type="error"
        showIcon
        title={t(company.status === 'suspended' ? 'registry.suspendedAlert' : 'registry.revokedAlert')}
        className="audit-alert"
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      title={t('registry.otherAlert', { text: company.statusText ?? t('registry.statuses.other') })}
      className="audit-alert"
    />
  );
}
