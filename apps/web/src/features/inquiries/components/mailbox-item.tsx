import type { InquiryMailbox, InquirySummary } from '@portal/contracts/inquiry';
import { Badge, Button, Flex, List, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { counterpartOf } from '../mailbox-query';

interface MailboxItemProps {
  item: InquirySummary;
  side: InquiryMailbox['side'];
  onArchive: (id: string) => void;
  onUnarchive: (id: string) => void;
  busy: boolean;
}

/** One thread in the list: who, subject, the last message's preview and time; unread in bold with a mark. */
export function MailboxItem({ item, side, onArchive, onUnarchive, busy }: MailboxItemProps) {
  const { t } = useTranslation();
  const fromMe = (side === 'vendor') === (item.lastSide === 'vendor');
  const archiveAction = item.archived ? (
    <Button size="small" onClick={() => onUnarchive(item.id)} disabled={busy}>
      {t('inquiries.unarchive')}
    </Button>
  ) : (
    <Popconfirm
      title={t('inquiries.archiveConfirm')}
      description={t('inquiries.archiveHint')}
      okText={t('inquiries.archive')}
      cancelText={t('inquiries.cancel')}
      onConfirm={() => onArchive(item.id)}
    >
      <Button size="small" disabled={busy} aria-label={`${t('inquiries.archive')} ${item.subject}`}>
        {t('inquiries.archive')}
      </Button>
    </Popconfirm>
  );
  return (
    <List.Item
      className={item.unread ? 'inquiry-item inquiry-item-unread' : 'inquiry-item'}
      actions={[archiveAction]}
    >
      <Flex vertical gap={2} style={{ minWidth: 0, width: '100%' }}>
        <Flex wrap gap={8} align="center" justify="space-between">
          <span className="inquiry-counterpart">{counterpartOf(item, side)}</span>
          <small>{formatTaipeiTime(item.lastMessageTime, 'minute')}</small>
        </Flex>
        <Flex wrap gap={6} align="center">
          {item.unread && <Badge status="processing" text={t('inquiries.unread')} />}
          <span className="inquiry-subject">
            <RouterLink to={`../inquiry-mailbox/${encodeURIComponent(item.id)}`}>{item.subject}</RouterLink>
          </span>
          <small>{t('inquiries.messages', { count: item.messageCount })}</small>
        </Flex>
        {item.product && (
          <Tag style={{ width: 'fit-content' }}>{t('inquiries.about', { name: item.product.name })}</Tag>
        )}
        <span className="inquiry-preview">
          {fromMe && t('inquiries.lastFromMe')}
          {item.lastPreview}
        </span>
      </Flex>
    </List.Item>
  );
}
