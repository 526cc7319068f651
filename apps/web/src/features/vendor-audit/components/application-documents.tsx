import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import FileImageOutlined from '@ant-design/icons/FileImageOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import type { StoredDocument } from '@portal/contracts/vendor-application';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadDocument } from '../../../lib/download-file';
import { splitApiError } from '../../../lib/form-errors';
import { formatFileSize } from '../../../lib/format-file-size';
import { toast } from '../../../lib/toast';

/** The supporting documents, each downloaded with the staff member's session. */
export function ApplicationDocuments({ documents }: { documents: readonly StoredDocument[] }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState<string | null>(null);
  if (documents.length === 0) {
    return <Typography.Text type="secondary">{t('vendorAudit.documents.none')}</Typography.Text>;
  }

  const download = async (document: StoredDocument) => {
    setDownloading(document.id);
    try {
      const name = await downloadDocument(document);
      toast.info(t('vendorAudit.documents.downloaded', { name }));
    } catch (error) {
      toast.error(splitApiError(error, []).general.join(' '));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <ul className="audit-documents">
      {documents.map((document) => (
        <li key={document.id}>
          {document.contentType === 'application/pdf' ? (
            <FilePdfOutlined aria-hidden />
          ) : (
            <FileImageOutlined aria-hidden />
          )}
          <span className="audit-document-name">{document.fileName}</span>
          <Typography.Text type="secondary">{formatFileSize(document.size)}</Typography.Text>
          <Button
            size="small"
            icon={<DownloadOutlined aria-hidden />}
            aria-label={t('vendorAudit.documents.downloadNamed', { name: document.fileName })}
            loading={downloading === document.id}
            onClick={() => void download(document)}
          >
            {t('vendorAudit.documents.download')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
