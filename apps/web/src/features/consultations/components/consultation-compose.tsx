import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { consultationOpenFieldsSchema } from '@portal/contracts/consultation';
import { Button, Flex, Form, Input, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { contractRules } from '../../../lib/contract-rules';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { acceptedFiles, fileMaxMb, fileProblemOf } from '../consultation-form';

export interface ComposeValues {
  subject: string;
  content: string;
  file: File | null;
}

const fieldNames = ['subject', 'content', 'file'] as const;
const { subject: subjectSchema, content: contentSchema } = consultationOpenFieldsSchema.shape;

/**
 * The question or reply form: the text (and the subject for a new case), an optional file checked
 * before sending (type and size), the server's field errors on their fields.
 */
export function ConsultationCompose({
  withSubject,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  withSubject: boolean;
  submitLabel: string;
  onSubmit: (values: ComposeValues) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ subject: string; content: string }>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames);
  const tooLong = (max: number) => t('consultations.tooLong', { max });

  const submit = async (values: { subject?: string; content: string }) => {
    clearError();
    setSending(true);
    try {
      await onSubmit({ subject: values.subject ?? '', content: values.content, file });
      form.resetFields();
      setFile(null);
    } catch (error) {
      const split = showError(error);
      const onFile = split.fields.find((entry) => entry.name === 'file');
      setFileError(onFile ? onFile.errors.join(' ') : null);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} disabled={sending}>
      {withSubject && (
        <Form.Item
          name="subject"
          label={t('consultations.subject')}
          rules={[{ required: true, whitespace: true }, ...contractRules(subjectSchema, { tooLong })]}
        >
          <Input maxLength={200} />
        </Form.Item>
      )}
      <Form.Item
        name="content"
        label={withSubject ? t('consultations.content') : t('consultations.reply')}
        rules={[{ required: true, whitespace: true }, ...contractRules(contentSchema, { tooLong })]}
      >
        <Input.TextArea
          autoSize={{ minRows: 4, maxRows: 12 }}
          showCount
          maxLength={5000}
          placeholder={
            withSubject ? t('consultations.contentPlaceholder') : t('consultations.replyPlaceholder')
          }
        />
      </Form.Item>
      <Form.Item
        label={t('consultations.file')}
        extra={t('consultations.fileHint', { maxMb: fileMaxMb })}
        validateStatus={fileError ? 'error' : undefined}
        help={fileError ?? undefined}
      >
        <Upload
          accept={acceptedFiles}
          maxCount={1}
          fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
          beforeUpload={(chosen) => {
            const problem = fileProblemOf(chosen);
            setFileError(
              problem ? t(`consultations.${problem.key}`, { name: problem.name, maxMb: fileMaxMb }) : null,
            );
            setFile(problem ? null : chosen);
            return Upload.LIST_IGNORE;
          }}
          onRemove={() => {
            setFile(null);
            setFileError(null);
          }}
          showUploadList={{ removeIcon: undefined }}
        >
          <Button icon={<PaperClipOutlined />}>{t('consultations.chooseFile')}</Button>
        </Upload>
      </Form.Item>
      <FormErrorAlert message={formError} />
      <Flex gap="small" justify="end" wrap>
        {onCancel && <Button onClick={onCancel}>{t('consultations.cancel')}</Button>}
        <Button type="primary" htmlType="submit" loading={sending}>
          {submitLabel}
        </Button>
      </Flex>
    </Form>
  );
}
