import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Class the error page puts on <body> while it is shown (spec §2: the body switches to an error style). */
export const errorBodyClass = 'error-page-body';

export default function ErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('errorPage.title'));
  useEffect(() => {
    document.body.classList.add(errorBodyClass);
    return () => document.body.classList.remove(errorBodyClass);
  }, []);
  return (
    <PublicPageFrame>
      <Result
        status="error"
        title={<h1 className="result-heading">{t('errorPage.title')}</h1>}
        subTitle={t('errorPage.description')}
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('errorPage.backHome')}
          </Button>
        }
      />
    </PublicPageFrame>
  );
}
