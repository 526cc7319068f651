import type { OutboxDelivery } from '@portal/contracts/outbox';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOutboxDelivery } from '../api/get-outbox-delivery';

type NoticeKind = 'email' | 'sms' | 'both';

/** Which channels nothing sends: their messages stay in the outbox and are shown there in full. */
export function undeliveredChannels(delivery: OutboxDelivery): NoticeKind | null {
  const mailKept = delivery.email === 'outbox';
  const smsKept = delivery.sms === 'outbox';
  if (mailKept && smsKept) return 'both';
  if (mailKept) return 'email';
  if (smsKept) return 'sms';
  return null;
}

/**
 * Tells outbox readers that mail (or SMS) is not being sent: without a mail server the outbox is the
 * only mailbox, so its codes and links are shown in full for them to pass on.
 */
export function DeliveryNotice() {
  const { t } = useTranslation();
  const { data } = useOutboxDelivery();
  const kind = data ? undeliveredChannels(data) : null;
  if (!kind) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      className="resource-notice"
      title={t(`outbox.deliveryNotice.${kind}.title`)}
      description={t(`outbox.deliveryNotice.${kind}.description`)}
    />
  );
}
