import { inquiryBodyMaxLength, inquiryReplySchema } from '@portal/contracts/inquiry';
import type { StoredDocument } from '@portal/contracts/vendor-application';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { contractRules } from '../../../lib/contract-rules';
import { toast } from '../../../lib/toast';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { useReply } from '../api/inquiries-api';
import { AttachmentPicker } from './attachment-picker';

const fieldNames = ['body', 'attachmentIds'] as const;

/** The reply box under a thread: text and files; cleared once sent. */
export function ReplyForm({ threadId }: { threadId: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ body: string }>();
  const [files, setFiles] = useState<StoredDocument[]>([]);
  const reply = useReply(threadId);
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames);

  const submit = async ({ body }: { body: string }) => {
    clearError();
    try {
      await reply.mutateAsync({ body, attachmentIds: files.map((file) => file.id) });
      form.resetFields();
      setFiles([]);
      toast.info(t('inquiries.replySent'));
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Form form={form} name="inquiry-reply" layout="vertical" onFinish={submit} style={{ maxWidth: 760 }}>
      <FormErrorAlert message={formError} />
      <Form.Item
        name="body"
        label={t('inquiries.replyLabel')}
        rules={[
          { required: true, whitespace: true, message: t('inquiries.bodyRequired') },
          ...contractRules(inquiryReplySchema.shape.body),
        ]}
      >
        <Input.TextArea rows={4} maxLength={inquiryBodyMaxLength} showCount />
      </Form.Item>
      <Form.Item label={t('inquiries.attachments')} name="attachmentIds">
        <AttachmentPicker files={files} onChange={setFiles} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={reply.isPending}>
        {t('inquiries.reply')}
      </Button>
    </Form>
  );
}
