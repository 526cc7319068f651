import type { ImportPreview } from '@portal/contracts/member-import';
import { Alert, Button, Form, Input, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { useImportOptions, useSheetsImport } from '../api/member-import-api';
import { ImportPageFrame } from '../components/import-page-frame';

/** `member-import2`: read a Google sheet by its link (or id and range), then the same preview and apply. */
export default function MemberImportSheetsPage() {
  const { t } = useTranslation();
  return (
    <ImportPageFrame title={t('pages.memberImport2.title')}>
      {(show) => <SheetsForm onPreview={show} />}
    </ImportPageFrame>
  );
}

function SheetsForm({ onPreview }: { onPreview: (preview: ImportPreview) => void }) {
  const { t } = useTranslation();
  const options = useImportOptions();
  const read = useSheetsImport();
  if (options.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  // Without a key the server cannot read sheets: the option is not offered.
  if (!options.data?.sheetsAvailable)
    return (
      <Alert
        type="info"
        showIcon
        title={t('memberImport.sheetsHidden')}
        action={<LinkButton to="../member-import">{t('memberImport.toFile')}</LinkButton>}
      />
    );
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph>{t('memberImport.sheetsIntro')}</Typography.Paragraph>
      <Form
        layout="vertical"
        onFinish={(values: { link: string; range?: string }) => {
          const link = values.link.trim();
          const range = values.range?.trim();
          read.mutate(
            {
              ...(link.startsWith('http') ? { url: link } : { spreadsheetId: link }),
              ...(range ? { range } : {}),
            },
            { onSuccess: onPreview },
          );
        }}
      >
        <Form.Item
          name="link"
          label={t('memberImport.sheetsLink')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input inputMode="url" autoComplete="off" maxLength={2000} />
        </Form.Item>
        <Form.Item name="range" label={t('memberImport.sheetsRange')}>
          <Input autoComplete="off" maxLength={200} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={read.isPending}>
          {t('memberImport.readSheet')}
        </Button>
      </Form>
      {read.error ? <Alert type="error" showIcon title={read.error.message} role="alert" /> : null}
      <LinkButton to="../member-import">{t('memberImport.toFile')}</LinkButton>
    </Space>
  );
}
