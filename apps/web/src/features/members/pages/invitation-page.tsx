import type { InvitationLookup } from '@portal/contracts/vendor-member';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Popconfirm, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { LinkButton } from '../../../components/link-button';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { splitApiError } from '../../../lib/form-errors';
import { useTextBundles } from '../../../lib/i18n';
import { useStoredUser } from '../../../lib/session';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { lookupInvitation, useAnswerInvitation } from '../api/members-api';
import { forgetInvitationToken, signInPath, signUpPath, takeInvitationToken } from '../invitation-token';

/** What the invitation offers: who invites, to which vendor, as what, for which address. */
function Offer({ invitation }: { invitation: InvitationLookup }) {
  const { t } = useTranslation();
  const values = {
    inviter: invitation.inviterName ?? '',
    vendor: invitation.vendorName,
    role: t(`members.roles.${invitation.role}`),
  };
  return (
    <>
      <Typography.Paragraph strong>
        {t(invitation.inviterName ? 'members.invitation.offer' : 'members.invitation.offerNoInviter', values)}
      </Typography.Paragraph>
      <Typography.Paragraph>
        {t('members.invitation.boundTo', {
          email: invitation.email,
          time: formatTaipeiTime(invitation.expiresTime),
        })}
      </Typography.Paragraph>
    </>
  );
}

/**
 * `/invitation#token=…`: the invitation mail's link. Open to everyone: it shows the offer, then sends a
 * stranger to sign up with the invited address (or sign in) and back here, where the signed-in invitee
 * accepts or declines. The server refuses another account (INVITATION_NOT_YOURS); the link stays usable.
 */
export default function InvitationPage() {
  useTextBundles('members');
  const { t } = useTranslation();
  useDocumentTitle(t('members.invitation.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const user = useStoredUser();
  const [token] = useState(() => takeInvitationToken(location.hash));
  const [answered, setAnswered] = useState<'accepted' | 'declined' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const answer = useAnswerInvitation();

  // The token leaves the address bar (and the history) once remembered.
  useEffect(() => {
    if (location.hash)
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  const lookup = useQuery({
    queryKey: ['VendorInvitation', token],
    queryFn: () => lookupInvitation(token ?? ''),
    enabled: Boolean(token),
    retry: false,
  });
  const invitation = lookup.data;

  const respond = async (accept: boolean) => {
    if (!token) return;
    setError(null);
    try {
      const result = await answer.mutateAsync({ token, accept });
      forgetInvitationToken();
      setAnswered(result.status);
    } catch (caught) {
      setError(splitApiError(caught, []).general.join(' '));
    }
  };

  let content: React.ReactNode;
  if (!token) content = <Alert type="warning" showIcon title={t('members.invitation.missing')} />;
  else if (lookup.isPending) content = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (!invitation)
    content = <Alert type="error" showIcon title={splitApiError(lookup.error, []).general.join(' ')} />;
  else if (answered)
    content = (
      <Flex vertical gap="middle">
        <Alert
          type="success"
          showIcon
          title={t(`members.invitation.${answered}`, { vendor: invitation.vendorName })}
        />
        {answered === 'accepted' && (
          <LinkButton type="primary" to="/member">
            {t('members.invitation.toCompany')}
          </LinkButton>
        )}
      </Flex>
    );
  else if (invitation.state !== 'pending')
    content = (
      <>
        <Offer invitation={invitation} />
        <Alert type="warning" showIcon title={t(`members.invitation.states.${invitation.state}`)} />
      </>
    );
  else if (!user)
    content = (
      <Flex vertical gap="middle">
        <Offer invitation={invitation} />
        <Flex wrap gap="small">
          {!invitation.accountExists && (
            <LinkButton type="primary" to={signUpPath(invitation.email)}>
              {t('members.invitation.signUp', { email: invitation.email })}
            </LinkButton>
          )}
          <LinkButton type={invitation.accountExists ? 'primary' : 'default'} to={signInPath}>
            {t('members.invitation.signIn')}
          </LinkButton>
        </Flex>
      </Flex>
    );
  else
    content = (
      <Flex vertical gap="middle">
        <Offer invitation={invitation} />
        <Typography.Paragraph type="secondary">
          {t('members.invitation.signedInAs', { name: user.name ?? user.account ?? '' })}
        </Typography.Paragraph>
        <FormErrorAlert message={error} />
        <Flex wrap gap="small">
          <Button type="primary" loading={answer.isPending} onClick={() => void respond(true)}>
            {t('members.invitation.accept')}
          </Button>
          <Popconfirm
            title={t('members.invitation.declineTitle', { vendor: invitation.vendorName })}
            okText={t('members.invitation.decline')}
            cancelText={t('members.cancel')}
            onConfirm={() => respond(false)}
          >
            <Button danger>{t('members.invitation.decline')}</Button>
          </Popconfirm>
        </Flex>
      </Flex>
    );

  return (
    <PublicPageFrame>
      <AuthCard title={t('members.invitation.title')}>{content}</AuthCard>
    </PublicPageFrame>
  );
}
