import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import {
  maxNewsAttachments,
  type NewsAdminItem,
  type NewsInput,
  newsAudiences,
  newsCategories,
  newsInsertSchema,
  newsStatuses,
} from '@portal/contracts/news';
import type { StoredDocument } from '@portal/contracts/vendor-application';
import { Button, Checkbox, DatePicker, Flex, Form, Input, Radio, Select, Spin, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceFormDrawer } from '../../../components/resource/resource-form-drawer';
import { useResourceMutations } from '../../../components/resource/use-resource-mutations';
import { contractRules, maxLengthOf } from '../../../lib/contract-rules';
import { splitApiError } from '../../../lib/form-errors';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { toast } from '../../../lib/toast';
import { newsManageResource, uploadAttachment } from '../api/news-api';

// TipTap is heavy: it loads with this form only, never with the shell or /login.
const NewsRichText = lazy(() => import('./news-rich-text'));

const fields = newsInsertSchema.shape;

interface FormValues extends Omit<NewsInput, 'publishFrom' | 'publishUntil' | 'attachmentIds'> {
  publishFrom: Dayjs | null;
  publishUntil: Dayjs | null;
}

export function NewsFormDrawer({
  open,
  item,
  onClose,
}: {
  open: boolean;
  item: NewsAdminItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { insert, update } = useResourceMutations<NewsAdminItem, NewsInput>(newsManageResource);
  const [attachments, setAttachments] = useState<StoredDocument[]>([]);
  const [openedFor, setOpenedFor] = useState<NewsAdminItem | null | undefined>(undefined);
  if (open && openedFor !== item) {
    setOpenedFor(item);
    setAttachments(item?.attachments ?? []);
  }
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = (values: FormValues) => {
    const input: NewsInput = {
      ...values,
      titleEn: values.titleEn ?? '',
      bodyEn: values.bodyEn ?? '',
      publishFrom: values.publishFrom ? values.publishFrom.toISOString() : null,
      publishUntil: values.publishUntil ? values.publishUntil.toISOString() : null,
      attachmentIds: attachments.map((file) => file.id),
    };
    return item ? update.mutateAsync({ ...input, id: item.id }) : insert.mutateAsync(input);
  };

  const attach = async (file: File) => {
    setUploading(true);
    try {
      const stored = await uploadAttachment(file);
      setAttachments((current) => [...current, stored]);
    } catch (error) {
      toast.error(splitApiError(error, []).general.join(' '));
    } finally {
      setUploading(false);
    }
  };

  const initialValues: Partial<FormValues> = item
    ? {
        ...item,
        publishFrom: item.publishFrom ? dayjs(item.publishFrom) : null,
        publishUntil: item.publishUntil ? dayjs(item.publishUntil) : null,
      }
    : {
        category: 'notice',
        audience: 'everyone',
        status: 'draft',
        pinned: false,
        publishFrom: null,
        publishUntil: null,
        mailAudience: false,
      };
  // An item is mailed once: once asked for, the box stays ticked and cannot be taken back.
  const mailHint = item?.audienceMailedTime
    ? t('newsManage.mailAudienceSent', { time: formatTaipeiTime(item.audienceMailedTime, 'minute') })
    : item?.mailAudience
      ? t('newsManage.mailAudienceQueued')
      : t('newsManage.mailAudienceHint');

  return (
    <ResourceFormDrawer<FormValues, NewsAdminItem>
      open={open}
      name="news"
      title={item ? t('newsManage.editTitle', { name: item.titleZh }) : t('newsManage.addTitle')}
      initialValues={initialValues}
      fieldNames={[
        'titleZh',
        'titleEn',
        'bodyZh',
        'bodyEn',
        'category',
        'audience',
        'status',
        'pinned',
        'publishFrom',
        'publishUntil',
        'attachmentIds',
        'mailAudience',
      ]}
      onSubmit={submit}
      successMessage={(saved) => t('newsManage.saved', { name: saved.titleZh })}
      onClose={onClose}
    >
      <Form.Item
        name="titleZh"
        label={t('newsManage.titleZh')}
        rules={[{ required: true, whitespace: true }, ...contractRules(fields.titleZh)]}
      >
        <Input maxLength={maxLengthOf(fields.titleZh)} />
      </Form.Item>
      <Form.Item
        name="titleEn"
        label={t('newsManage.titleEn')}
        extra={t('newsManage.titleEnHint')}
        rules={contractRules(fields.titleEn)}
      >
        <Input maxLength={maxLengthOf(fields.titleEn)} lang="en" />
      </Form.Item>
      <Flex wrap gap="middle">
        <Form.Item name="category" label={t('newsManage.category')} rules={[{ required: true }]}>
          <Select
            style={{ minWidth: 140 }}
            options={newsCategories.map((value) => ({ value, label: t(`news.categories.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="audience" label={t('newsManage.audience')} rules={[{ required: true }]}>
          <Select
            style={{ minWidth: 160 }}
            options={newsAudiences.map((value) => ({ value, label: t(`newsManage.audiences.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="pinned" label={t('newsManage.pinned')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Flex>
      <Form.Item name="status" label={t('newsManage.status')}>
        <Radio.Group
          options={newsStatuses.map((value) => ({ value, label: t(`newsManage.statuses.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="mailAudience" valuePropName="checked" extra={mailHint}>
        <Checkbox disabled={item?.mailAudience === true}>{t('newsManage.mailAudience')}</Checkbox>
      </Form.Item>
      <Flex wrap gap="middle">
        <Form.Item name="publishFrom" label={t('newsManage.publishFrom')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.Item
          name="publishUntil"
          label={t('newsManage.publishUntil')}
          extra={t('newsManage.windowHint')}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
      </Flex>
      <Suspense fallback={<Spin tip={t('newsManage.loadingEditor')} />}>
        <Form.Item
          name="bodyZh"
          label={t('newsManage.bodyZh')}
          rules={[{ required: true, whitespace: true }]}
        >
          <NewsRichText label={t('newsManage.bodyZh')} />
        </Form.Item>
        <Form.Item name="bodyEn" label={t('newsManage.bodyEn')} extra={t('newsManage.bodyEnHint')}>
          <NewsRichText label={t('newsManage.bodyEn')} />
        </Form.Item>
      </Suspense>
      <Form.Item
        label={t('newsManage.attachments')}
        extra={t('newsManage.attachmentHint', { max: maxNewsAttachments })}
      >
        <Flex vertical gap={4} align="flex-start">
          {attachments.map((file) => (
            <Flex key={file.id} gap={4} align="center">
              <PaperClipOutlined aria-hidden />
              <span style={{ overflowWrap: 'anywhere' }}>{file.fileName}</span>
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('newsManage.removeAttachment', { name: file.fileName })}
                onClick={() => setAttachments((current) => current.filter((entry) => entry.id !== file.id))}
              />
            </Flex>
          ))}
          <Button
            icon={<UploadOutlined aria-hidden />}
            loading={uploading}
            disabled={attachments.length >= maxNewsAttachments}
            onClick={() => fileInput.current?.click()}
          >
            {t('newsManage.addAttachment')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            hidden
            aria-label={t('newsManage.addAttachment')}
            accept="application/pdf,image/png,image/jpeg,image/webp"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void attach(file);
            }}
          />
        </Flex>
      </Form.Item>
    </ResourceFormDrawer>
  );
}
