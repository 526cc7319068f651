import { Alert, Button, Skeleton, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfigurationTexts } from '../../../lib/i18n';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConfigurationQuery } from '../api/get-configuration';
import { ConfigurationForm } from '../components/configuration-form';
import '../configuration.css';

/**
 * 系統設定 (config:write): site name and logo, contact, sign-up and captcha switches, the personal data
 * notice, the amount format and how long the action log is kept. A save shows everywhere at once.
 */
export default function ConfigurationPage() {
  useConfigurationTexts();
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const query = useConfigurationQuery();
  const title = t('pages.configuration.title');
  useDocumentTitle(title);
  const updatedTime = query.data?.updatedTime;

  return (
    <div className="configuration-page">
      <h1 className="configuration-page-title" style={{ color: token.colorTextHeading }}>
        {title}
      </h1>
      <p style={{ color: token.colorTextDescription }}>
        {t('pages.configuration.description')}{' '}
        {query.data &&
          (updatedTime
            ? t('configuration.lastUpdated', { time: formatRelativeTime(updatedTime) })
            : t('configuration.neverUpdated'))}
      </p>
      {query.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {query.isError && !query.data && (
        <Alert
          type="error"
          showIcon
          title={t('configuration.loadFailed')}
          description={query.error.message}
          action={<Button onClick={() => void query.refetch()}>{t('configuration.retry')}</Button>}
        />
      )}
      {query.data && <ConfigurationForm configuration={query.data} />}
    </div>
  );
}
