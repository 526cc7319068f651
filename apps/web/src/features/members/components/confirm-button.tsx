import { Button, type ButtonProps, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { splitApiError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';

export interface ConfirmButtonProps {
  /** The question, naming whom or what the action touches. */
  title: string;
  description?: string;
  okText: string;
  /** Runs the action; a refusal shows the server's message. */
  onConfirm: () => Promise<unknown>;
  /** Said once it is done. */
  done: string;
  danger?: boolean;
  children: ReactNode;
  buttonProps?: ButtonProps;
}

/** A button that asks first (destructive actions), then acts and says what happened. */
export function ConfirmButton({
  title,
  description,
  okText,
  onConfirm,
  done,
  danger,
  children,
  buttonProps,
}: ConfirmButtonProps) {
  const { t } = useTranslation();
  const confirm = async () => {
    try {
      await onConfirm();
      toast.info(done);
    } catch (error) {
      toast.error(splitApiError(error, []).general.join(' ') || t('members.failed'));
    }
  };
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={okText}
      okButtonProps={{ danger }}
      cancelText={t('members.cancel')}
      onConfirm={confirm}
    >
      <Button danger={danger} size="small" {...buttonProps}>
        {children}
      </Button>
    </Popconfirm>
  );
}
