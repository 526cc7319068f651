import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { actionLogExportLimit } from '@portal/contracts/action-log-keys';
import { taipeiToday } from '@portal/contracts/taipei-date';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListState, ResourceFilter } from '../../../components/resource/list-state';
import { downloadApiFile } from '../../../lib/download-file';
import { splitApiError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { actionLogExportUrl, type ExportFormat } from '../export-url';

const formats: readonly ExportFormat[] = ['csv', 'xlsx'];

/** CSV and Excel downloads of the entries the list's filters and order select. */
export function ExportButtons({ state, filters }: { state: ListState; filters: readonly ResourceFilter[] }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const hint = t('actionLog.exportHint', { limit: actionLogExportLimit.toLocaleString('en-US') });

  const download = async (format: ExportFormat) => {
    setExporting(format);
    try {
      const stamp = taipeiToday();
      const name = await downloadApiFile(
        actionLogExportUrl(state, filters, format),
        `action-log-${stamp}.${format}`,
      );
      toast.info(t('actionLog.exported', { name }));
    } catch (error) {
      toast.error(splitApiError(error, []).general.join(' '));
    } finally {
      setExporting(null);
    }
  };

  return formats.map((format) => (
    <Button
      key={format}
      icon={<DownloadOutlined aria-hidden />}
      title={hint}
      loading={exporting === format}
      disabled={exporting !== null && exporting !== format}
      onClick={() => void download(format)}
    >
      {format === 'csv' ? t('actionLog.exportCsv') : t('actionLog.exportXlsx')}
    </Button>
  ));
}
