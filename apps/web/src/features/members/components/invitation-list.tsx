import type { VendorRole } from '@portal/contracts/permissions';
import { mayActOnRole } from '@portal/contracts/vendor-member';
import { Card, Empty, Flex, List, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CardTitle } from '../../../components/page-frame';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import {
  useInvitations,
  useResendInvitation,
  useRevokeInvitation,
  type VendorTarget,
} from '../api/members-api';
import { ConfirmButton } from './confirm-button';

/** Pending invitations, each with resend and revoke for those who may act on its role. */
export function InvitationList({ vendorId, acting }: { vendorId: VendorTarget; acting: VendorRole | null }) {
  const { t } = useTranslation();
  const invitations = useInvitations(vendorId, true);
  const resend = useResendInvitation(vendorId);
  const revoke = useRevokeInvitation(vendorId);
  const rows = invitations.data?.data ?? [];
  return (
    <Card title={<CardTitle>{t('members.invitations.title')}</CardTitle>}>
      {invitations.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('members.invitations.empty')} />
      ) : (
        <List
          dataSource={rows}
          rowKey="id"
          renderItem={(invitation) => {
            const mayAct = acting !== null && mayActOnRole(acting, invitation.role);
            return (
              <List.Item
                actions={
                  mayAct
                    ? [
                        <ConfirmButton
                          key="resend"
                          title={t('members.actions.resend')}
                          description={invitation.email}
                          okText={t('members.actions.resend')}
                          onConfirm={() => resend.mutateAsync(invitation.id)}
                          done={t('members.invitations.resent', { email: invitation.email })}
                        >
                          {t('members.actions.resend')}
                        </ConfirmButton>,
                        <ConfirmButton
                          key="revoke"
                          danger
                          title={t('members.invitations.revokeTitle', { email: invitation.email })}
                          description={t('members.invitations.revokeText')}
                          okText={t('members.actions.revoke')}
                          onConfirm={() => revoke.mutateAsync(invitation.id)}
                          done={t('members.invitations.revoked', { email: invitation.email })}
                        >
                          {t('members.actions.revoke')}
                        </ConfirmButton>,
                      ]
                    : []
                }
              >
                <List.Item.Meta
                  title={
                    <Flex wrap gap="small" align="center">
                      <span style={{ overflowWrap: 'anywhere' }}>
                        {invitation.name ? `${invitation.name} <${invitation.email}>` : invitation.email}
                      </span>
                      <Tag>{t(`members.roles.${invitation.role}`)}</Tag>
                    </Flex>
                  }
                  description={[
                    t('members.invitations.expires', { time: formatTaipeiTime(invitation.expiresTime) }),
                    invitation.invitedByName
                      ? t('members.invitations.invitedBy', { name: invitation.invitedByName })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
