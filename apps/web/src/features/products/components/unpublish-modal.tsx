import { productUnpublishReasonMaxLength, productUnpublishSchema } from '@portal/contracts/product';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { contractRules } from '../../../lib/contract-rules';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';

const fieldNames = ['reason'] as const;

interface UnpublishValues {
  reason: string;
}

interface UnpublishModalProps {
  /** The product's name in the caller's language; no product means the dialog is closed. */
  name: string | null;
  isSubmitting: boolean;
  /** Sends the unpublish; rejects with the server's error, shown on the field or above it. */
  onUnpublish: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Staff take a published product off the catalogue: the reason is required, and the vendor reads it on
 * their product list until they publish the product again.
 */
export function UnpublishModal({ name, isSubmitting, onUnpublish, onCancel }: UnpublishModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UnpublishValues>();
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames);

  const submit = async ({ reason }: UnpublishValues) => {
    clearError();
    try {
      await onUnpublish(reason.trim());
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Modal
      open={name !== null}
      title={t('products.unpublishTitle', { name: name ?? '' })}
      okText={t('products.unpublish')}
      okButtonProps={{ danger: true }}
      cancelText={t('products.cancel')}
      confirmLoading={isSubmitting}
      onOk={() => form.submit()}
      onCancel={onCancel}
      afterClose={() => {
        form.resetFields();
        clearError();
      }}
    >
      <p>{t('products.unpublishText')}</p>
      <FormErrorAlert message={formError} />
      <Form<UnpublishValues> form={form} name="unpublish-product" layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={t('products.unpublishReasonLabel')}
          rules={[
            { required: true, whitespace: true, message: t('products.unpublishReasonRequired') },
            ...contractRules(productUnpublishSchema.shape.reason),
          ]}
        >
          <Input.TextArea rows={4} maxLength={productUnpublishReasonMaxLength} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
