import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { maxDocumentsPerApplication } from '@portal/contracts/vendor-application';
import { Button, type FormRule, theme, Upload } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { splitApiError } from '../../../lib/form-errors';
import { formatFileSize } from '../../../lib/format-file-size';
import { useUploadDocument } from '../api/upload-document';
import { checkDocumentFile, documentAccept, documentMaxMb } from '../document-check';
import { type DocumentItem, documentListProblem, storedDocuments } from '../document-items';
import { DocumentDownloadButton } from './document-download-button';

interface DocumentUploadProps {
  /** From Form.Item: the files of the list, and the input's id (the label points at it). */
  value?: DocumentItem[];
  onChange?: (items: DocumentItem[]) => void;
  id?: string;
}

let uploadCount = 0;

/**
 * Supporting documents as a form control: each chosen file is checked here first (type and size, the
 * server's limits), then sent to `POST /Vendor/Documents` at once; the list shows each file's state, the
 * server's refusal per file, and lets any file be removed. The value is the list; the stored ones go
 * with the application.
 */
export function DocumentUpload({ value, onChange, id }: DocumentUploadProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const upload = useUploadDocument();
  // The latest list, so that uploads finishing in any order each change the list as it is then.
  const itemsRef = useRef<DocumentItem[]>(value ?? []);
  itemsRef.current = value ?? [];

  const update = (change: (items: DocumentItem[]) => DocumentItem[]) => {
    itemsRef.current = change(itemsRef.current);
    onChange?.(itemsRef.current);
  };
  const settle = (uid: string, item: DocumentItem) =>
    update((items) => items.map((current) => (current.uid === uid ? item : current)));

  const start = (file: File) => {
    uploadCount += 1;
    const base = { uid: `upload-${uploadCount}`, name: file.name, size: file.size };
    const kept = itemsRef.current.filter((item) => item.status !== 'error').length;
    const problem = checkDocumentFile(file);
    const error =
      kept >= maxDocumentsPerApplication
        ? t('company.documents.tooMany', { max: maxDocumentsPerApplication })
        : problem === 'DOCUMENT_TYPE_NOT_ALLOWED'
          ? t('company.documents.typeNotAllowed')
          : problem === 'DOCUMENT_TOO_LARGE'
            ? t('company.documents.tooLarge', { maxMb: documentMaxMb })
            : null;
    if (error) {
      update((items) => [...items, { ...base, status: 'error', error }]);
      return;
    }
    update((items) => [...items, { ...base, status: 'uploading' }]);
    upload.mutateAsync(file).then(
      (document) => settle(base.uid, { ...base, status: 'done', document }),
      (failure: unknown) =>
        settle(base.uid, { ...base, status: 'error', error: splitApiError(failure, []).general.join(' ') }),
    );
  };

  const remove = (uid: string) => update((items) => items.filter((item) => item.uid !== uid));
  const items = value ?? [];

  return (
    <div>
      <Upload.Dragger
        id={id}
        multiple
        accept={documentAccept}
        showUploadList={false}
        beforeUpload={(file) => {
          start(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t('company.documents.drop')}</p>
        <p className="ant-upload-hint">
          {t('company.documents.hint', { maxMb: documentMaxMb, max: maxDocumentsPerApplication })}
        </p>
      </Upload.Dragger>
      {items.length > 0 && (
        <ul className="company-document-list" aria-label={t('company.documents.list')} aria-live="polite">
          {items.map((item) => (
            <li
              key={item.uid}
              className="company-document-item"
              style={{ borderColor: item.status === 'error' ? token.colorError : token.colorBorderSecondary }}
            >
              {item.status === 'done' ? (
                <DocumentDownloadButton document={item.document} />
              ) : (
                <span className="company-document-name">{item.name}</span>
              )}
              <span style={{ color: token.colorTextDescription }}>{formatFileSize(item.size)}</span>
              {item.status === 'uploading' && (
                <span>
                  <LoadingOutlined aria-hidden /> {t('company.documents.uploading')}
                </span>
              )}
              {item.status === 'done' && (
                <span>
                  <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} />{' '}
                  {t('company.documents.uploaded')}
                </span>
              )}
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('company.documents.remove', { name: item.name })}
                onClick={() => remove(item.uid)}
              />
              {item.status === 'error' && (
                <p className="company-document-error" style={{ color: token.colorErrorText }}>
                  <CloseCircleFilled aria-hidden /> {item.error}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The list's checks: none still uploading, none refused left in it, and (when required) one stored. */
export function useDocumentRules(isRequired: boolean): FormRule[] {
  const { t } = useTranslation();
  return [
    {
      validator: (_, items: DocumentItem[] | undefined) => {
        const problem = documentListProblem(items);
        if (problem === 'uploading') return Promise.reject(new Error(t('company.documents.waitUploads')));
        if (problem === 'failed') return Promise.reject(new Error(t('company.documents.removeFailed')));
        if (isRequired && storedDocuments(items).length === 0) {
          return Promise.reject(new Error(t('company.documents.required')));
        }
        return Promise.resolve();
      },
    },
  ];
}
