import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Alert, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { useUsersTexts } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions';
import { UserAdminPage } from '../components/user-admin-page';
import { UserWizard } from '../components/user-wizard';

/**
 * `user/create-company` (vendors:write): the wizard with its company step required, creating a vendor
 * company together with the user who owns it. There is no call yet that gives an existing user a
 * company (it comes with the vendor feature), so a link naming one (`?userId=`) is told so.
 */
export default function UserCreateCompanyPage() {
  useUsersTexts();
  const { t } = useTranslation();
  const canWriteUsers = useCan('users:write');
  const hasUserId = new URLSearchParams(useLocation().search).has('userId');
  return (
    <UserAdminPage
      title={t('users.createCompany.title')}
      description={t('users.createCompany.description')}
      actions={
        <LinkButton to="../user" type="link" icon={<ArrowLeftOutlined aria-hidden />}>
          {t('users.wizard.toList')}
        </LinkButton>
      }
    >
      {hasUserId && (
        <Alert
          type="info"
          showIcon
          title={t('users.createCompany.existingUser')}
          className="form-error-alert"
        />
      )}
      {canWriteUsers ? (
        <UserWizard companyRequired />
      ) : (
        <Result status="warning" title={t('users.createCompany.needsUsersWrite')} />
      )}
    </UserAdminPage>
  );
}
