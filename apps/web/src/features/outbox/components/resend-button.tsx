import RedoOutlined from '@ant-design/icons/RedoOutlined';
import type { OutboxMessage } from '@portal/contracts/outbox';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { splitApiError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useResendOutboxMessage } from '../api/resend-outbox-message';

/** A row's resend button: asks first, naming the recipient, then queues a copy and says so. */
export function ResendButton({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  const resend = useResendOutboxMessage();
  const { recipient } = message;
  const confirm = async () => {
    try {
      await resend.mutateAsync(message.id);
      toast.info(t('outbox.resent', { recipient }));
    } catch (error) {
      // MESSAGE_NOT_RESENDABLE (the body was cleared meanwhile), NOT_FOUND, …: the server's own words.
      toast.error(splitApiError(error, []).general.join(' '));
    }
  };
  return (
    <Popconfirm
      title={t('outbox.resendConfirm', { recipient })}
      okText={t('outbox.resend')}
      cancelText={t('resource.cancel')}
      onConfirm={confirm}
    >
      <Button
        type="link"
        size="small"
        icon={<RedoOutlined aria-hidden />}
        aria-label={t('outbox.resendNamed', { recipient })}
        loading={resend.isPending}
      >
        {t('outbox.resend')}
      </Button>
    </Popconfirm>
  );
}
