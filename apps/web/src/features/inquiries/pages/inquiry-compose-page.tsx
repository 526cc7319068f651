import {
  inquiryBodyMaxLength,
  inquiryCreateSchema,
  inquirySubjectMaxLength,
} from '@portal/contracts/inquiry';
import type { StoredDocument } from '@portal/contracts/vendor-application';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageFrame } from '../../../components/page-frame';
import { RouterLink } from '../../../components/router-link';
import { contractRules } from '../../../lib/contract-rules';
import { useTextBundles } from '../../../lib/i18n';
import { useStoredUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { useCreateInquiry, useVendorName, useVendorProducts } from '../api/inquiries-api';
import { AttachmentPicker } from '../components/attachment-picker';
import { VendorPicker } from '../components/vendor-picker';
import '../inquiries.css';

interface ComposeValues {
  vendorId: string;
  productId?: string | null;
  subject: string;
  body: string;
}

const fieldNames = ['vendorId', 'productId', 'subject', 'body', 'attachmentIds'] as const;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOrNull = (value: string | null) => (value && uuidPattern.test(value) ? value : null);

/**
 * `inquiry-mailbox/new?vendorId=&productId=`: a buyer writes to a vendor, optionally about one of its
 * published products; both come prefilled from the address (the catalogue's 詢問 button).
 */
export default function InquiryComposePage() {
  useTextBundles('inquiries');
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const presetVendor = uuidOrNull(params.get('vendorId'));
  const presetProduct = uuidOrNull(params.get('productId'));
  const [form] = Form.useForm<ComposeValues>();
  const vendorId = Form.useWatch('vendorId', form) ?? presetVendor;
  const vendorName = useVendorName(presetVendor);
  const products = useVendorProducts(vendorId);
  const [files, setFiles] = useState<StoredDocument[]>([]);
  const create = useCreateInquiry();
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames);
  const session = useStoredUser();
  const back = <RouterLink to="../inquiry-mailbox">{t('inquiries.back')}</RouterLink>;

  if (session?.vendor) {
    return (
      <PageFrame className="inquiry-page" title={t('pages.inquiryCompose.title')} actions={back}>
        <Alert type="info" showIcon title={t('inquiries.vendorsOnlyCompose')} />
      </PageFrame>
    );
  }

  const submit = async (values: ComposeValues) => {
    clearError();
    try {
      const thread = await create.mutateAsync({
        vendorId: values.vendorId,
        productId: values.productId ?? null,
        subject: values.subject,
        body: values.body,
        attachmentIds: files.map((file) => file.id),
      });
      toast.info(t('inquiries.sent'));
      navigate(`../inquiry-mailbox/${encodeURIComponent(thread.id)}`);
    } catch (error) {
      showError(error);
    }
  };

  const english = i18n.language === 'en';
  return (
    <PageFrame
      className="inquiry-page"
      title={t('pages.inquiryCompose.title')}
      description={t('pages.inquiryCompose.description')}
      actions={back}
    >
      <Form<ComposeValues>
        form={form}
        name="inquiry-compose"
        layout="vertical"
        style={{ maxWidth: 760 }}
        initialValues={{ vendorId: presetVendor ?? undefined, productId: presetProduct }}
        onFinish={submit}
        onValuesChange={(changed) => {
          if ('vendorId' in changed) form.setFieldValue('productId', null);
        }}
      >
        <FormErrorAlert message={formError} />
        <Form.Item
          name="vendorId"
          label={t('inquiries.to')}
          rules={[{ required: true, message: t('inquiries.vendorRequired') }]}
        >
          <VendorPicker
            known={presetVendor && vendorName.data ? { id: presetVendor, name: vendorName.data } : null}
          />
        </Form.Item>
        <Form.Item name="productId" label={t('inquiries.product')}>
          <Select
            allowClear
            disabled={!vendorId}
            loading={products.isFetching}
            placeholder={t('inquiries.noProduct')}
            options={(products.data ?? []).map((product) => ({
              value: product.id,
              label: english && product.nameEn ? product.nameEn : product.nameZh,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="subject"
          label={t('inquiries.subject')}
          rules={[
            { required: true, whitespace: true, message: t('inquiries.subjectRequired') },
            ...contractRules(inquiryCreateSchema.shape.subject),
          ]}
        >
          <Input maxLength={inquirySubjectMaxLength} />
        </Form.Item>
        <Form.Item
          name="body"
          label={t('inquiries.body')}
          rules={[
            { required: true, whitespace: true, message: t('inquiries.bodyRequired') },
            ...contractRules(inquiryCreateSchema.shape.body),
          ]}
        >
          <Input.TextArea rows={6} maxLength={inquiryBodyMaxLength} showCount />
        </Form.Item>
        <Form.Item label={t('inquiries.attachments')}>
          <AttachmentPicker files={files} onChange={setFiles} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('inquiries.send')}
        </Button>
      </Form>
    </PageFrame>
  );
}
