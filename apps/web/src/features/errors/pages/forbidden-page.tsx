import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * A page the signed-in user lacks the permission for, reached directly (menus hide it). Shown inside the
 * layout at the page's own address, so the menu stays and the address can be shared with an administrator.
 */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('forbidden.title'));
  return (
    <Result
      status="403"
      title={<h1 className="result-heading">{t('forbidden.title')}</h1>}
      subTitle={t('forbidden.description')}
      extra={
        // `..` is the layout's index, which opens that layout's dashboard.
        <Button type="primary" onClick={() => void navigate('..')}>
          {t('forbidden.backHome')}
        </Button>
      }
    />
  );
}
