import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Any path the app does not know (spec §2, §8). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('notFound.title'));
  return (
    <PublicPageFrame>
      <Result
        status="404"
        title={<h1 className="result-heading">{t('notFound.title')}</h1>}
        subTitle={t('notFound.description')}
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('notFound.backHome')}
          </Button>
        }
      />
    </PublicPageFrame>
  );
}
