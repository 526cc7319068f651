import ToolOutlined from '@ant-design/icons/ToolOutlined';
import { Button, Result, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePageInfo } from '../page-info';
import { pagePath } from '../page-routes';

/** Stands in for a page whose feature is not built yet: its title and what it will hold. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const pageInfo = usePageInfo();
  const pageKey = pageInfo?.pageKey ?? 'dashboard';
  const title = t(`pages.${pageKey}.title`);
  useDocumentTitle(title);
  return (
    <Result
      status="info"
      icon={<ToolOutlined aria-hidden />}
      title={<h1 className="result-heading">{title}</h1>}
      subTitle={
        <>
          <p style={{ color: token.colorTextDescription }}>{t(`pages.${pageKey}.description`)}</p>
          <p style={{ color: token.colorTextDescription }}>{t('placeholder.notice')}</p>
        </>
      }
      extra={
        pageKey === 'dashboard' ? null : (
          <Button onClick={() => void navigate(pagePath(pageInfo?.basePath ?? '/', 'dashboard'))}>
            {t('placeholder.backToDashboard')}
          </Button>
        )
      }
    />
  );
}
