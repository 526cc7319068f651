import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import type { StoredDocument } from '@portal/contracts/vendor-application';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadDocument } from '../../../lib/download-file';
import { splitApiError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';

/** A stored document's name, downloading it when pressed (a failure says why in a toast). */
export function DocumentDownloadButton({ document }: { document: StoredDocument }) {
  const { t } = useTranslation();
  const [isLoading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      await downloadDocument(document);
    } catch (error) {
      toast.error(splitApiError(error, []).general.join(' '));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      type="link"
      size="small"
      icon={<PaperClipOutlined aria-hidden />}
      loading={isLoading}
      aria-label={t('company.documents.download', { name: document.fileName })}
      onClick={() => void download()}
      className="company-document-name"
      style={{ paddingInline: 0, textAlign: 'start', height: 'auto', whiteSpace: 'normal' }}
    >
      {document.fileName}
    </Button>
  );
}
