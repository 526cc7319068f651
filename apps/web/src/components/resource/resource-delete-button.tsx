import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { splitApiError } from '../../lib/form-errors';
import { useAdminTexts } from '../../lib/i18n';
import { toast } from '../../lib/toast';

export interface ResourceDeleteButtonProps {
  /** How the record is called on screen, named in the question and the toast. */
  name: string;
  /** Deletes it (`remove.mutateAsync(id)`); a rejection shows the server's message as an error toast. */
  onDelete: () => Promise<unknown>;
  disabled?: boolean;
}

/** A row's delete button: asks first, naming the record, then deletes and says so. */
export function ResourceDeleteButton({ name, onDelete, disabled }: ResourceDeleteButtonProps) {
  useAdminTexts();
  const { t } = useTranslation();
  const confirm = async () => {
    try {
      await onDelete();
      toast.info(t('resource.deleted', { name }));
    } catch (error) {
      toast.error(splitApiError(error, []).general.join(' '));
    }
  };
  return (
    <Popconfirm
      title={t('resource.deleteConfirm', { name })}
      okText={t('resource.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('resource.cancel')}
      onConfirm={confirm}
      disabled={disabled}
    >
      <Button
        type="link"
        danger
        size="small"
        icon={<DeleteOutlined aria-hidden />}
        aria-label={t('resource.deleteNamed', { name })}
        disabled={disabled}
      >
        {t('resource.delete')}
      </Button>
    </Popconfirm>
  );
}
