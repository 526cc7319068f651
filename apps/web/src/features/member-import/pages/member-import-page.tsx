import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { type ImportPreview, importLimits } from '@portal/contracts/member-import';
import { Alert, Button, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { showToast } from '../../../lib/toast';
import { downloadImportTemplate, useImportOptions, useUploadImport } from '../api/member-import-api';
import { ImportPageFrame } from '../components/import-page-frame';

/** `member-import`: upload an .xlsx or .csv of people, preview each row's verdict, apply. */
export default function MemberImportPage() {
  const { t } = useTranslation();
  return (
    <ImportPageFrame title={t('pages.memberImport.title')}>
      {(show) => <FileForm onPreview={show} />}
    </ImportPageFrame>
  );
}

function FileForm({ onPreview }: { onPreview: (preview: ImportPreview) => void }) {
  const { t } = useTranslation();
  const upload = useUploadImport();
  const options = useImportOptions();
  const template = (language: 'zh-Hant' | 'en') => {
    downloadImportTemplate(language).catch((error: Error) => showToast('error', error.message));
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph>{t('memberImport.fileIntro')}</Typography.Paragraph>
      <Space wrap>
        <Button onClick={() => template('zh-Hant')}>{t('memberImport.template')}</Button>
        <Button onClick={() => template('en')}>{t('memberImport.templateEn')}</Button>
        {options.data?.sheetsAvailable ? (
          <LinkButton to="../member-import2">{t('memberImport.toSheets')}</LinkButton>
        ) : null}
      </Space>
      <Upload.Dragger
        accept=".xlsx,.csv"
        multiple={false}
        showUploadList={false}
        disabled={upload.isPending}
        beforeUpload={(file) => {
          if (file.size > importLimits.maxBytes) {
            showToast('error', t('memberImport.tooLarge'));
            return false;
          }
          upload.mutate(file, { onSuccess: onPreview });
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{upload.isPending ? t('memberImport.reading') : t('memberImport.dropHint')}</p>
      </Upload.Dragger>
      {upload.error ? <Alert type="error" showIcon title={upload.error.message} role="alert" /> : null}
    </Space>
  );
}
