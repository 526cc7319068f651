import type { OutboxMessage } from '@portal/contracts/outbox';
import { outboxStatuses } from '@portal/contracts/outbox-keys';
import { useTranslation } from 'react-i18next';
import type { ListSort, ResourceFilter } from '../../../components/resource/list-state';
import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { useAdminTexts } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions';
import { outboxResource } from '../api/resend-outbox-message';
import { DeliveryNotice } from '../components/delivery-notice';
import { useOutboxColumns } from '../components/outbox-columns';
import { ResendButton } from '../components/resend-button';
import { knownTemplates, templateLabel } from '../outbox-texts';

const defaultSort: ListSort = { field: 'createdTime', dir: 'desc' };
const channels = ['email', 'sms'] as const;

/**
 * 郵件與簡訊紀錄: every mail and SMS the portal wrote, with its delivery status, newest first. Bodies
 * carrying a code or a link are hidden, except while nothing sends that channel (a notice says so): the
 * outbox is then the only mailbox. Holders of 'outbox:write' can send a message again.
 */
export default function OutboxPage() {
  useAdminTexts();
  const { t } = useTranslation();
  const canWrite = useCan('outbox:write');
  const columns = useOutboxColumns();
  const filters: ResourceFilter[] = [
    {
      kind: 'select',
      name: 'channel',
      label: t('outbox.channel'),
      options: channels.map((channel) => ({ value: channel, label: t(`outbox.channels.${channel}`) })),
    },
    {
      kind: 'select',
      name: 'status',
      label: t('outbox.status'),
      options: outboxStatuses.map((status) => ({ value: status, label: t(`outbox.statuses.${status}`) })),
    },
    {
      kind: 'select',
      name: 'template',
      label: t('outbox.template'),
      options: knownTemplates.map((template) => ({ value: template, label: templateLabel(t, template) })),
    },
    { kind: 'dateRange', name: 'date', label: t('outbox.dateRange'), fromKey: 'from', toKey: 'to' },
  ];
  return (
    <ResourceListPage<OutboxMessage>
      resource={outboxResource}
      title={t('pages.outbox.title')}
      description={t('pages.outbox.description')}
      notice={<DeliveryNotice />}
      columns={columns}
      filters={filters}
      defaultSort={defaultSort}
      keyword={{ placeholder: t('outbox.keywordPlaceholder') }}
      emptyText={t('outbox.empty')}
      rowActions={
        canWrite ? (message) => (message.resendable ? <ResendButton message={message} /> : null) : undefined
      }
    />
  );
}
