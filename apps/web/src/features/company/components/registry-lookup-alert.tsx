import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LookupOutcome } from './use-registry-lookup';

/** What the registry lookup found, in words: found (filled in), unknown number, or registry unreachable. */
export function RegistryLookupAlert({ outcome }: { outcome: LookupOutcome }) {
  const { t } = useTranslation();
  if (outcome.kind === 'found') {
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        title={t('company.lookup.foundTitle', { name: outcome.company.name })}
        description={
          <>
            <p>{t('company.lookup.found')}</p>
            {outcome.company.status !== 'active' && (
              <p>
                {t('company.registry.notActive', {
                  status:
                    outcome.company.statusText || t(`company.registry.statuses.${outcome.company.status}`),
                })}
              </p>
            )}
          </>
        }
        className="company-alert"
      />
    );
  }
  if (outcome.kind === 'notFound') {
    return (
      <Alert
        type="info"
        showIcon
        role="status"
        title={t('company.lookup.notFoundTitle', { ubn: outcome.ubn })}
        description={t('company.lookup.notFound')}
        className="company-alert"
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      title={t('company.lookup.unavailableTitle')}
      description={t('company.lookup.unavailable')}
      className="company-alert"
    />
  );
}
