import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { useUsersTexts } from '../../../lib/i18n';
import { UserAdminPage } from '../components/user-admin-page';
import { UserWizard } from '../components/user-wizard';

/** `user-wizard` (users:write): a new user in steps; the user gets a welcome mail to set a password. */
export default function UserWizardPage() {
  useUsersTexts();
  const { t } = useTranslation();
  return (
    <UserAdminPage
      title={t('users.wizard.title')}
      description={t('users.wizard.description')}
      actions={
        <LinkButton to="../user" type="link" icon={<ArrowLeftOutlined aria-hidden />}>
          {t('users.wizard.toList')}
        </LinkButton>
      }
    >
      <UserWizard />
    </UserAdminPage>
  );
}
