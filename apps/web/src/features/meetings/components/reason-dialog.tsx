import { meetingReasonMaxLength } from '@portal/contracts/meeting';
import { Input, Modal, Typography } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** Whether an empty reason is refused (decline, cancel, reschedule). */
  required: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
  /** More fields above the reason (the new slots of a reschedule or counter-proposal). */
  children?: ReactNode;
}

/** A confirmation asking why: the reason everyone is mailed. */
export function ReasonDialog({
  open,
  title,
  required,
  busy,
  onCancel,
  onConfirm,
  children,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const idBase = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = required && reason.trim() === '';
  return (
    <Modal
      open={open}
      title={title}
      okText={t('meetings.confirm.ok')}
      cancelText={t('meetings.confirm.close')}
      confirmLoading={busy}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => {
        setTried(true);
        if (!missing) onConfirm(reason.trim());
      }}
    >
      {children}
      <label htmlFor={`${idBase}-reason`} style={{ display: 'grid', gap: 4, marginTop: 8 }}>
        {t('meetings.reason')}
        <Input.TextArea
          id={`${idBase}-reason`}
          value={reason}
          maxLength={meetingReasonMaxLength}
          autoSize={{ minRows: 2, maxRows: 6 }}
          status={tried && missing ? 'error' : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      {tried && missing && (
        <Typography.Text type="danger" role="alert">
          {t('meetings.reasonRequired')}
        </Typography.Text>
      )}
    </Modal>
  );
}
