import { upgradeInputSchema } from '@portal/contracts/vendor-application';
import { Button, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { contractRules } from '../../../lib/contract-rules';
import { toast } from '../../../lib/toast';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { useSubmitUpgrade } from '../api/submit-upgrade';
import { type DocumentItem, storedDocuments } from '../document-items';
import { DocumentUpload, useDocumentRules } from './document-upload';

interface UpgradeFormValues {
  documents?: DocumentItem[];
  notes?: string;
}

const fieldNames = ['documents', 'notes'] as const;
const aliases: Record<string, string> = {
  documentIds: 'documents',
  ...Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`documentIds.${index}`, 'documents'])),
};

/** An owner's request to become a certified supplier: documents (at least one) and notes. */
export function UpgradeForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<UpgradeFormValues>();
  const submit = useSubmitUpgrade();
  const documentRules = useDocumentRules(true);
  const mapping = useMemo(() => ({ aliases }), []);
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames, mapping);

  const send = (values: UpgradeFormValues) => {
    clearError();
    const notes = (values.notes ?? '').trim();
    submit.mutate(
      {
        documentIds: storedDocuments(values.documents).map((document) => document.id),
        ...(notes ? { notes } : {}),
      },
      {
        onSuccess: () => {
          toast.info(t('company.upgrade.submitted'));
          form.resetFields();
        },
        onError: showError,
      },
    );
  };

  return (
    <Form<UpgradeFormValues>
      form={form}
      name="company-upgrade"
      layout="vertical"
      requiredMark={false}
      onFinish={send}
      className="company-form"
    >
      <FormErrorAlert message={formError} />
      <p>{t('company.upgrade.documentsHint')}</p>
      <Form.Item name="documents" label={t('company.documents.labelRequired')} rules={documentRules}>
        <DocumentUpload />
      </Form.Item>
      <Form.Item
        name="notes"
        label={t('company.fields.notes')}
        rules={contractRules(upgradeInputSchema.shape.notes, {
          tooLong: (max) => t('company.common.tooLong', { max }),
        })}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.isPending}>
        {t('company.upgrade.submit')}
      </Button>
    </Form>
  );
}
