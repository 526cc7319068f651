import type { VendorRole } from '@portal/contracts/permissions';
import { memberJobTitleSchema, transferOwnershipInputSchema } from '@portal/contracts/vendor-member';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { contractRules } from '../../../lib/contract-rules';
import { toast } from '../../../lib/toast';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { useTransferOwnership, useUpdateMember, type VendorTarget } from '../api/members-api';

const editFields = ['role', 'jobTitle'];
const transferFields = ['password'];

interface Target {
  userId: string;
  name: string;
  role: VendorRole;
  jobTitle: string | null;
}

/** Change a member's role (only the roles the viewer may give) and job title. */
export function EditMemberDialog({
  vendorId,
  target,
  roles,
  onClose,
}: {
  vendorId: VendorTarget;
  target: Target;
  roles: VendorRole[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ role: VendorRole; jobTitle: string }>();
  const update = useUpdateMember(vendorId);
  const { formError, showError, clearError } = useApiFormErrors(form, editFields);
  const save = async (values: { role: VendorRole; jobTitle: string }) => {
    clearError();
    try {
      await update.mutateAsync({ userId: target.userId, role: values.role, jobTitle: values.jobTitle ?? '' });
      toast.info(t('members.edit.saved', { name: target.name }));
      onClose();
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Modal
      open
      title={t('members.edit.title', { name: target.name })}
      okText={t('members.edit.save')}
      cancelText={t('members.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      <FormErrorAlert message={formError} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ role: target.role, jobTitle: target.jobTitle ?? '' }}
        onFinish={save}
      >
        <Form.Item name="role" label={t('members.edit.role')} rules={[{ required: true }]}>
          <Select options={roles.map((role) => ({ value: role, label: t(`members.roles.${role}`) }))} />
        </Form.Item>
        <Form.Item
          name="jobTitle"
          label={t('members.edit.jobTitle')}
          rules={contractRules(memberJobTitleSchema)}
        >
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** An owner hands ownership to another member, confirmed by their own password. */
export function TransferDialog({ target, onClose }: { target: Target; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const transfer = useTransferOwnership();
  const { formError, showError, clearError } = useApiFormErrors(form, transferFields);
  const save = async ({ password }: { password: string }) => {
    clearError();
    try {
      await transfer.mutateAsync({ userId: target.userId, password });
      toast.info(t('members.transfer.done', { name: target.name }));
      onClose();
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Modal
      open
      title={t('members.transfer.title', { name: target.name })}
      okText={t('members.transfer.confirm')}
      okButtonProps={{ danger: true }}
      cancelText={t('members.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={transfer.isPending}
      destroyOnHidden
    >
      <p>{t('members.transfer.text', { name: target.name })}</p>
      <FormErrorAlert message={formError} />
      <Form form={form} layout="vertical" onFinish={save}>
        <Form.Item
          name="password"
          label={t('members.transfer.password')}
          rules={[{ required: true }, ...contractRules(transferOwnershipInputSchema.shape.password)]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
