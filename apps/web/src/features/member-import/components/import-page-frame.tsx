import type { ImportPreview } from '@portal/contracts/member-import';
import { Alert, Skeleton } from 'antd';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { useTextBundles } from '../../../lib/i18n';
import { useImport } from '../api/member-import-api';
import { ImportResult } from './import-result';

/**
 * The frame both import pages share: the source form until there is a preview, then the preview. The
 * preview's id lives in the address (`?id=`), so a reload (or a later visit) shows it and its progress.
 */
export function ImportPageFrame({
  title,
  children,
}: {
  title: string;
  children: (show: (preview: ImportPreview) => void) => ReactNode;
}) {
  useTextBundles('memberImport');
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const stored = useImport(id);
  const show = useCallback((preview: ImportPreview) => setParams({ id: preview.id }), [setParams]);
  const startOver = () => setParams({});
  const reload = useCallback(() => void stored.refetch(), [stored.refetch]);

  let body: ReactNode;
  if (!id) body = children(show);
  else if (stored.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (stored.isError || !stored.data)
    body = <Alert type="error" showIcon title={stored.error?.message ?? t('memberImport.loadFailed')} />;
  else body = <ImportResult preview={stored.data} onStartOver={startOver} onFinished={reload} />;
  return (
    <PageFrame title={title} className="member-import-page">
      {body}
    </PageFrame>
  );
}
