import type { ImportPreview } from '@portal/contracts/member-import';
import { Alert, Button, Popconfirm, Progress, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast';
import { downloadImportReport, useApplyImport, useImportStatus } from '../api/member-import-api';
import { applyState, hasProblem, isRunning, progressPercent } from '../import-verdicts';
import { ImportPreviewTable } from './import-preview-table';

/**
 * A preview and what can be done with it: apply (confirmed), follow the progress (asked every second
 * while it runs, so a reload finds it again through `?id=`), download the error report.
 */
export function ImportResult({
  preview,
  onStartOver,
  onFinished,
}: {
  preview: ImportPreview;
  onStartOver: () => void;
  /** The import just finished: the page reloads the rows with their outcome. */
  onFinished: () => void;
}) {
  const { t } = useTranslation();
  const apply = useApplyImport();
  const status = useImportStatus(preview.id, true);
  const summary = status.data ?? preview;
  const running = isRunning(summary.status);
  const state = applyState(summary);
  const problems = preview.rows.filter(hasProblem).length;
  const { total, done, failed } = summary.progress;
  const finishedNow = summary.status === 'done' && preview.status !== 'done';
  useEffect(() => {
    if (finishedNow) onFinished();
  }, [finishedNow, onFinished]);

  const download = () => {
    downloadImportReport(preview.id).catch((error: Error) => showToast('error', error.message));
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph>
        {t('memberImport.summary', { total: preview.totalRows, invite: preview.counts.invite, problems })}
      </Typography.Paragraph>
      {preview.unknownColumns.length > 0 ? (
        <Alert
          type="info"
          showIcon
          title={t('memberImport.unknownColumns', { columns: preview.unknownColumns.join('、') })}
        />
      ) : null}
      {state === 'expired' ? <Alert type="warning" showIcon title={t('memberImport.expired')} /> : null}
      {state === 'nothing' ? (
        <Alert type="warning" showIcon title={t('memberImport.nothingToApply')} />
      ) : null}
      {state === 'applied' ? (
        <section aria-labelledby="import-progress-title">
          <Typography.Title level={2} id="import-progress-title" style={{ fontSize: 16 }}>
            {t('memberImport.progressTitle')}
          </Typography.Title>
          <Progress
            percent={progressPercent(summary)}
            status={running ? 'active' : failed > 0 ? 'exception' : 'success'}
            aria-label={t('memberImport.progressTitle')}
          />
          <Typography.Paragraph role="status">
            {running
              ? t('memberImport.progress', { handled: done + failed, total, done, failed })
              : t('memberImport.finished', { done, failed })}
          </Typography.Paragraph>
        </section>
      ) : null}
      <Space wrap>
        {state === 'ready' ? (
          <Popconfirm
            title={t('memberImport.applyConfirm', { count: preview.counts.invite })}
            okText={t('memberImport.applyOk')}
            cancelText={t('memberImport.cancel')}
            onConfirm={() =>
              apply.mutateAsync(preview.id).catch((error: Error) => {
                showToast('error', error.message);
              })
            }
          >
            <Button type="primary" loading={apply.isPending}>
              {t('memberImport.apply', { count: preview.counts.invite })}
            </Button>
          </Popconfirm>
        ) : null}
        {problems > 0 || failed > 0 ? <Button onClick={download}>{t('memberImport.report')}</Button> : null}
        <Button onClick={onStartOver}>{t('memberImport.startOver')}</Button>
      </Space>
      <ImportPreviewTable rows={preview.rows} />
    </Space>
  );
}
