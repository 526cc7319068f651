import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';

const reasonMax = 1000;
const fieldNames = ['rejectReason'] as const;

interface RejectValues {
  rejectReason: string;
}

interface RejectModalProps {
  open: boolean;
  isSubmitting: boolean;
  /** Sends the rejection; rejects with the server's error, shown on the field or above it. */
  onReject: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Asks for the reason of a rejection (the applicant reads it in the mail and on the application page).
 * The server's REJECT_REASON_REQUIRED lands on the field; any other refusal above it.
 */
export function RejectModal({ open, isSubmitting, onReject, onCancel }: RejectModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RejectValues>();
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames);

  const submit = async ({ rejectReason }: RejectValues) => {
    clearError();
    try {
      await onReject(rejectReason.trim());
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Modal
      open={open}
      title={t('vendorAudit.decision.rejectTitle')}
      okText={t('vendorAudit.decision.rejectOk')}
      okButtonProps={{ danger: true }}
      cancelText={t('vendorAudit.decision.cancel')}
      confirmLoading={isSubmitting}
      onOk={() => form.submit()}
      onCancel={onCancel}
      afterClose={() => {
        form.resetFields();
        clearError();
      }}
    >
      <p>{t('vendorAudit.decision.rejectText')}</p>
      <FormErrorAlert message={formError} />
      <Form<RejectValues> form={form} name="reject-application" layout="vertical" onFinish={submit}>
        <Form.Item
          name="rejectReason"
          label={t('vendorAudit.decision.rejectReason')}
          rules={[
            { required: true, whitespace: true, message: t('vendorAudit.decision.rejectReasonRequired') },
            { max: reasonMax, message: t('vendorAudit.decision.rejectReasonTooLong', { max: reasonMax }) },
          ]}
        >
          <Input.TextArea rows={4} maxLength={reasonMax} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
