import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import type { ExportFormat, ExportJob, ExportList } from '@portal/contracts/exports';
import { Button, Dropdown } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitApiError } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { type ExportQuery, startExport } from './export-request';

const formats: readonly ExportFormat[] = ['csv', 'xlsx'];
// The job's dialog (a modal with a progress bar) is fetched when an export starts, not with every list.
const loadJobDialog = () => import('./export-job-dialog');
const ExportJobDialog = lazy(loadJobDialog);

/**
 * "匯出": the list as shown (its filters and order, every page) as CSV or Excel. A small list downloads
 * at once; a large one becomes a job whose progress and download link show in a dialog.
 */
export function ExportButton({ list, query }: { list: ExportList; query: ExportQuery }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [job, setJob] = useState<ExportJob | null>(null);

  const run = async (format: ExportFormat) => {
    setBusy(true);
    void loadJobDialog().catch(() => {});
    try {
      const outcome = await startExport(list, query, format);
      if (outcome.kind === 'job') setJob(outcome.job);
      else toast.info(t('exports.saved', { name: outcome.name }));
    } catch (error) {
      toast.error(splitApiError(error, []).general.join(' '));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        disabled={busy}
        menu={{
          items: formats.map((format) => ({ key: format, label: t(`exports.${format}`) })),
          onClick: ({ key }) => void run(key as ExportFormat),
        }}
      >
        <Button icon={<DownloadOutlined aria-hidden />} loading={busy}>
          {t('exports.button')}
        </Button>
      </Dropdown>
      {job && (
        <Suspense fallback={null}>
          <ExportJobDialog started={job} onClose={() => setJob(null)} />
        </Suspense>
      )}
    </>
  );
}
