import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { hasErrorCode } from '../../../lib/form-errors';

/**
 * Where to go when the application was refused for who is asking: a pending application to follow, or
 * the vendor the user already belongs to. Nothing for any other outcome.
 */
export function ApplyBlockedLink({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (hasErrorCode(error, 'APPLICATION_PENDING')) {
    return (
      <p>
        <LinkButton to="../company/application">{t('company.apply.viewApplication')}</LinkButton>
      </p>
    );
  }
  if (hasErrorCode(error, 'ALREADY_IN_VENDOR')) {
    return (
      <p>
        <LinkButton to="../company">{t('company.apply.toCompany')}</LinkButton>
      </p>
    );
  }
  return null;
}
