import type { StoredDocument } from '@portal/contracts/vendor-application';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/format-file-size';
import { DocumentDownloadButton } from './document-download-button';

/** Documents sent with an application, each downloadable. */
export function DocumentList({ documents }: { documents: readonly StoredDocument[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (documents.length === 0) {
    return <p style={{ color: token.colorTextDescription }}>{t('company.documents.none')}</p>;
  }
  return (
    <ul className="company-document-list" aria-label={t('company.documents.list')}>
      {documents.map((document) => (
        <li
          key={document.id}
          className="company-document-item"
          style={{ borderColor: token.colorBorderSecondary }}
        >
          <DocumentDownloadButton document={document} />
          <span style={{ color: token.colorTextDescription }}>{formatFileSize(document.size)}</span>
        </li>
      ))}
    </ul>
  );
}
