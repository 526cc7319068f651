import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { displayMobile } from '../../../lib/display-mobile';
import { useProfile } from '../api/get-profile';
import { AccountPage } from '../components/account-page';
import { PendingContactForm } from '../components/pending-contact-form';
import { ProfileForm } from '../components/profile-form';

/** Edit my profile; a changed e-mail or mobile waits for the code sent to it, entered here too. */
export default function UserEditPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const data = profile.data;
  return (
    <AccountPage title={t('pages.userEdit.title')}>
      <QueryState
        errorTitle={t('account.loadFailed')}
        isPending={profile.isPending}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
      {data && (
        <>
          <Alert type="info" showIcon title={t('account.changeNeedsCode')} className="form-error-alert" />
          {data.pendingEmail && <PendingContactForm channel="email" value={data.pendingEmail} />}
          {data.pendingMobile && (
            <PendingContactForm channel="mobile" value={displayMobile(data.pendingMobile)} />
          )}
          {/* A verified change replaces the e-mail or mobile: the form starts again from the new values. */}
          <ProfileForm key={`${data.email}|${data.mobile}`} profile={data} />
        </>
      )}
    </AccountPage>
  );
}
