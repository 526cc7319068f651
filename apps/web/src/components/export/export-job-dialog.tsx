import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import type { ExportJob } from '@portal/contracts/exports';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Progress, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitApiError } from '../../lib/form-errors';
import { formatTaipeiTime } from '../../lib/taipei-time';
import { toast } from '../../lib/toast';
import { downloadExportJob, exportJob, progressOf } from './export-request';

const pollMs = 1_000;

/** A job-backed export: its progress, polled until it ends, then its download link. */
export default function ExportJobDialog({ started, onClose }: { started: ExportJob; onClose: () => void }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const polled = useQuery({
    queryKey: ['export-job', started.id],
    queryFn: ({ signal }) => exportJob(started.id, signal),
    initialData: started,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : pollMs;
    },
  });
  const job = polled.data;
  const download = async () => {
    setDownloading(true);
    try {
      toast.info(t('exports.saved', { name: await downloadExportJob(job) }));
    } catch (error) {
      toast.error(splitApiError(error, []).general.join(' '));
    } finally {
      setDownloading(false);
    }
  };
  const total = job.totalCount.toLocaleString('en-US');
  return (
    <Modal open title={t('exports.jobTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      {job.status === 'failed' ? (
        <Alert type="error" showIcon message={t('exports.failed')} />
      ) : job.status === 'done' ? (
        <>
          <p>{t('exports.ready', { rows: job.rowCount.toLocaleString('en-US') })}</p>
          {job.expiresTime && (
            <p>{t('exports.expires', { time: formatTaipeiTime(job.expiresTime, 'minute') })}</p>
          )}
          <Button
            type="primary"
            icon={<DownloadOutlined aria-hidden />}
            loading={downloading}
            disabled={!job.downloadable}
            onClick={() => void download()}
          >
            {t('exports.download')}
          </Button>
        </>
      ) : (
        <>
          <p>{t('exports.running', { total })}</p>
          <Progress percent={progressOf(job)} aria-label={t('exports.jobTitle')} />
          <Typography.Text type="secondary" role="status">
            {t('exports.progress', { done: job.rowCount.toLocaleString('en-US'), total })}
          </Typography.Text>
        </>
      )}
    </Modal>
  );
}
