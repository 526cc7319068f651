import type { AdminUser } from '@portal/contracts/user-admin';
import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';

interface WizardDoneProps {
  created: AdminUser;
  /** The user joined an existing vendor (rather than a new one created with them as owner). */
  hasJoined: boolean;
  onAnother: () => void;
}

/** The wizard's end: who was created, where the welcome mail went, the vendor, and where to go next. */
export function WizardDone({ created, hasJoined, onAnother }: WizardDoneProps) {
  const { t } = useTranslation();
  const vendor = created.vendor;
  return (
    <Result
      status="success"
      title={<span role="status">{t('users.wizard.doneTitle', { name: created.name })}</span>}
      subTitle={
        <>
          <p>{t('users.wizard.doneText', { email: created.email ?? '' })}</p>
          {vendor && (
            <p>
              {hasJoined
                ? t('users.wizard.doneAttach', {
                    name: vendor.name,
                    role: t(`users.vendorRoles.${vendor.role}`),
                  })
                : t('users.wizard.doneCompany', { name: vendor.name })}
            </p>
          )}
        </>
      }
      extra={
        <Flex wrap gap="small" justify="center">
          <LinkButton type="primary" to={`../user-edit?id=${encodeURIComponent(created.id)}`}>
            {t('users.wizard.editUser')}
          </LinkButton>
          <Button onClick={onAnother}>{t('users.wizard.another')}</Button>
          <LinkButton to="../user">{t('users.wizard.toList')}</LinkButton>
        </Flex>
      }
    />
  );
}
