import SyncOutlined from '@ant-design/icons/SyncOutlined';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { splitApiError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useStartRegistryCheck } from '../api/vendors';

/** Queues a registry re-check of every vendor, after asking; says that it runs in the background. */
export function RegistryCheckButton() {
  const { t } = useTranslation();
  const check = useStartRegistryCheck();
  const confirm = async () => {
    try {
      await check.mutateAsync();
      toast.info(t('vendors.recheckQueued'));
    } catch (error) {
      toast.error(splitApiError(error, []).general.join(' '));
    }
  };
  return (
    <Popconfirm
      title={t('vendors.recheckConfirm')}
      okText={t('vendors.recheckOk')}
      cancelText={t('resource.cancel')}
      onConfirm={confirm}
    >
      <Button icon={<SyncOutlined aria-hidden />} loading={check.isPending}>
        {t('vendors.recheck')}
      </Button>
    </Popconfirm>
  );
}
