import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import { Button, Descriptions, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { RouterLink } from '../../../components/router-link';
import { WordTag } from '../../../components/word-tag';
import { displayMobile } from '../../../lib/display-mobile';
import { useProfile } from '../api/get-profile';
import { AccountPage } from '../components/account-page';
import { VerifiedTag } from '../components/status-tag';

// Paths relative to this page's layout (/, /simple-menu or /top-menu), so the links stay in it.
const links = [
  { to: '../user-password', labelKey: 'account.passwordLink' },
  { to: '../user/buyer', labelKey: 'account.buyerLink' },
  { to: '../user/sessions', labelKey: 'account.sessionsLink' },
] as const;

/** My basic data, read only, with verification badges; links to edit it and to the other settings. */
export default function UserPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const profile = useProfile();
  const data = profile.data;
  const notSet = <span style={{ color: token.colorTextDescription }}>{t('account.notSet')}</span>;
  const pending = (value: string | null) =>
    value && (
      <WordTag icon={<ClockCircleOutlined aria-hidden />} tone="warning">
        {t('account.pending', { value })}
      </WordTag>
    );

  return (
    <AccountPage title={t('pages.user.title')} description={t('pages.user.description')}>
      <QueryState
        errorTitle={t('account.loadFailed')}
        isPending={profile.isPending}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
      {data && (
        <>
          <Descriptions
            bordered
            column={1}
            size="small"
            items={[
              { key: 'account', label: t('account.account'), children: data.account },
              { key: 'name', label: t('account.name'), children: data.name },
              {
                key: 'email',
                label: t('account.email'),
                children: (
                  <Flex wrap gap="small" align="center">
                    {data.email ?? notSet}
                    {data.email && <VerifiedTag isVerified={data.emailVerified} />}
                    {pending(data.pendingEmail)}
                  </Flex>
                ),
              },
              {
                key: 'mobile',
                label: t('account.mobile'),
                children: (
                  <Flex wrap gap="small" align="center">
                    {data.mobile ? displayMobile(data.mobile) : notSet}
                    {data.mobile && <VerifiedTag isVerified={data.mobileVerified} />}
                    {pending(data.pendingMobile && displayMobile(data.pendingMobile))}
                  </Flex>
                ),
              },
              { key: 'jobTitle', label: t('account.jobTitle'), children: data.jobTitle || notSet },
              { key: 'language', label: t('account.language'), children: t(`languages.${data.language}`) },
            ]}
          />
          <Flex wrap gap="middle" align="center" className="account-actions">
            <Button type="primary" onClick={() => void navigate('../user-edit')}>
              {t('account.edit')}
            </Button>
          </Flex>
          <nav aria-labelledby="account-settings-title" className="account-settings">
            <h2 id="account-settings-title">{t('account.settings')}</h2>
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  <RouterLink to={link.to}>{t(link.labelKey)}</RouterLink>
                </li>
              ))}
            </ul>
          </nav>
        </>
      )}
    </AccountPage>
  );
}
