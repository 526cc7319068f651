import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import type { VendorRole } from '@portal/contracts/permissions';
import { vendorRoles } from '@portal/contracts/permissions';
import { type UserStatus, userStatuses } from '@portal/contracts/user-admin-keys';
import { grantableRoles, type MemberListItem } from '@portal/contracts/vendor-member';
import { Alert, Button, Card, Flex, Input, Select, Table, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export/export-button';
import { CardTitle } from '../../../components/page-frame';
import { useStoredUser } from '../../../lib/session';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { type MemberListParams, useMembers, useRemoveMember, type VendorTarget } from '../api/members-api';
import { memberActions, type Viewer } from '../member-actions';
import { ConfirmButton } from './confirm-button';
import { InvitationList } from './invitation-list';
import { InviteDialog } from './invite-dialog';
import { LeaveButton } from './leave-button';
import { EditMemberDialog, TransferDialog } from './member-dialogs';

type Dialog =
  | { kind: 'invite' }
  | { kind: 'edit'; member: MemberListItem & { role: VendorRole } }
  | { kind: 'transfer'; member: MemberListItem & { role: VendorRole } }
  | null;

const pageSize = 20;

/**
 * A vendor's people: the member list (search, role filter, sort, pages) with the actions the viewer may
 * take on each, the pending invitations and the invite dialog. Without `vendorId` it is the caller's own
 * vendor (`member`); staff pass the vendor they look at (the vendor register's detail page).
 */
export function VendorPeople({ vendorId, vendorName }: { vendorId?: VendorTarget; vendorName?: string }) {
  const { t } = useTranslation();
  const me = useStoredUser();
  const [keyword, setKeyword] = useState('');
  const [role, setRole] = useState<VendorRole | undefined>();
  const [accountStatus, setAccountStatus] = useState<UserStatus | undefined>();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<MemberListParams['sort']>();
  const [dialog, setDialog] = useState<Dialog>(null);
  const params: MemberListParams = { status: 'active', page, pageSize, keyword, role, accountStatus, sort };
  const list = useMembers(vendorId, params);
  const remove = useRemoveMember(vendorId);
  const viewer: Viewer = {
    userId: me?.id,
    myRole: list.data?.myRole ?? null,
    canManage: list.data?.canManage ?? false,
  };
  const acting: VendorRole | null = viewer.canManage ? (viewer.myRole ?? 'owner') : null;
  const staff = Boolean(vendorId) && viewer.myRole === null;

  const columns: TableProps<MemberListItem>['columns'] = [
    {
      key: 'name',
      title: t('members.columns.name'),
      sorter: true,
      render: (_, row) => (
        <span>
          {row.name}
          {row.userId === me?.id ? t('members.you') : ''}
          {row.accountStatus === 'disabled' && (
            <Tag style={{ marginInlineStart: 8 }}>{t('members.accountStatuses.disabled')}</Tag>
          )}
        </span>
      ),
    },
    { key: 'email', title: t('members.columns.email'), sorter: true, dataIndex: 'email', responsive: ['md'] },
    { key: 'mobile', title: t('members.columns.mobile'), dataIndex: 'mobile', responsive: ['lg'] },
    {
      key: 'role',
      title: t('members.columns.role'),
      sorter: true,
      render: (_, row) => (row.role ? <Tag>{t(`members.roles.${row.role}`)}</Tag> : null),
    },
    { key: 'jobTitle', title: t('members.columns.jobTitle'), dataIndex: 'jobTitle', responsive: ['md'] },
    {
      key: 'createdTime',
      title: t('members.columns.joined'),
      sorter: true,
      responsive: ['lg'],
      render: (_, row) => formatTaipeiTime(row.createdTime),
    },
    {
      key: 'actions',
      title: t('members.columns.actions'),
      render: (_, row) => {
        if (!row.role) return null;
        const member = { ...row, role: row.role };
        const actions = memberActions(viewer, member);
        return (
          <Flex wrap gap="small">
            {actions.roles.length > 0 && (
              <Button
                size="small"
                onClick={() => setDialog({ kind: 'edit', member })}
                aria-label={`${t('members.actions.edit')} ${row.name}`}
              >
                {t('members.actions.edit')}
              </Button>
            )}
            {actions.transfer && (
              <Button
                size="small"
                onClick={() => setDialog({ kind: 'transfer', member })}
                aria-label={`${t('members.actions.transfer')} ${row.name}`}
              >
                {t('members.actions.transfer')}
              </Button>
            )}
            {actions.remove && (
              <ConfirmButton
                danger
                title={t('members.remove.title', { name: row.name })}
                description={t('members.remove.text', { name: row.name, email: row.email ?? '' })}
                okText={t('members.remove.confirm')}
                onConfirm={() => remove.mutateAsync(row.userId)}
                done={t('members.remove.done', { name: row.name })}
                buttonProps={{ 'aria-label': `${t('members.actions.remove')} ${row.name}` }}
              >
                {t('members.actions.remove')}
              </ConfirmButton>
            )}
            {actions.leave && <LeaveButton vendorName={vendorName ?? ''} />}
          </Flex>
        );
      },
    },
  ];

  const onChange: TableProps<MemberListItem>['onChange'] = (pagination, _filters, sorter) => {
    setPage(pagination.current ?? 1);
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = one?.columnKey as NonNullable<MemberListParams['sort']>['field'] | undefined;
    setSort(one?.order && field ? { field, dir: one.order === 'descend' ? 'desc' : 'asc' } : undefined);
  };

  const filtered = Boolean(keyword || role || accountStatus);
  return (
    <Flex vertical gap="middle">
      <Card
        title={<CardTitle>{t('members.peopleTitle')}</CardTitle>}
        extra={
          <Flex wrap gap="small">
            <ExportButton
              list="Members"
              query={{
                condition: { keyword: keyword || undefined, role, accountStatus },
                ...(sort ? { sortings: [sort] } : {}),
                extra: { status: 'active', vendorId: vendorId ?? undefined },
              }}
            />
            {acting && (
              <Button
                type="primary"
                icon={<UserAddOutlined aria-hidden />}
                onClick={() => setDialog({ kind: 'invite' })}
              >
                {t('members.actions.invite')}
              </Button>
            )}
          </Flex>
        }
      >
        <Flex wrap gap="small" style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            aria-label={t('members.keyword')}
            placeholder={t('members.keyword')}
            onSearch={(value) => {
              setKeyword(value.trim());
              setPage(1);
            }}
            style={{ maxWidth: 320 }}
          />
          <Select<VendorRole | 'all'>
            aria-label={t('members.roleFilter')}
            value={role ?? 'all'}
            onChange={(value) => {
              setRole(value === 'all' ? undefined : value);
              setPage(1);
            }}
            options={[
              { value: 'all', label: t('members.allRoles') },
              ...vendorRoles.map((value) => ({ value, label: t(`members.roles.${value}`) })),
            ]}
            style={{ minWidth: 140 }}
          />
          <Select<UserStatus | 'all'>
            aria-label={t('members.accountStatusFilter')}
            value={accountStatus ?? 'all'}
            onChange={(value) => {
              setAccountStatus(value === 'all' ? undefined : value);
              setPage(1);
            }}
            options={[
              { value: 'all', label: t('members.allAccountStatuses') },
              ...userStatuses.map((value) => ({ value, label: t(`members.accountStatuses.${value}`) })),
            ]}
            style={{ minWidth: 140 }}
          />
        </Flex>
        {list.isError ? (
          <Alert type="error" showIcon title={t('members.loadFailed')} />
        ) : (
          <Table<MemberListItem>
            rowKey="id"
            size="middle"
            loading={list.isPending || list.isPlaceholderData}
            columns={columns}
            dataSource={list.data?.data ?? []}
            onChange={onChange}
            pagination={{
              current: page,
              pageSize,
              total: list.data?.totalCount ?? 0,
              showSizeChanger: false,
            }}
            locale={{ emptyText: filtered ? t('members.noMatch') : t('members.empty') }}
            scroll={{ x: 'max-content' }}
          />
        )}
      </Card>
      {(acting || staff) && <InvitationList vendorId={vendorId} acting={acting} />}
      {dialog?.kind === 'invite' && (
        <InviteDialog vendorId={vendorId} roles={grantableRoles(acting)} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'edit' && (
        <EditMemberDialog
          vendorId={vendorId}
          target={dialog.member}
          roles={grantableRoles(acting)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'transfer' && (
        <TransferDialog target={dialog.member} onClose={() => setDialog(null)} />
      )}
    </Flex>
  );
}
