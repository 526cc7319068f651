import type { VendorRole } from '@portal/contracts/permissions';
import { invitationInputSchema } from '@portal/contracts/vendor-member';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { contractRules } from '../../../lib/contract-rules';
import { toast } from '../../../lib/toast';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { useInvite, type VendorTarget } from '../api/members-api';

interface InviteValues {
  email: string;
  name?: string;
  role: VendorRole;
}

const inviteFields = ['email', 'name', 'role'];

/** Invite by e-mail with a role (only the roles the viewer may give) and an optional name. */
export function InviteDialog({
  vendorId,
  roles,
  onClose,
}: {
  vendorId: VendorTarget;
  roles: VendorRole[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<InviteValues>();
  const invite = useInvite(vendorId);
  const { formError, showError, clearError } = useApiFormErrors(form, inviteFields);
  const send = async (values: InviteValues) => {
    clearError();
    try {
      const sent = await invite.mutateAsync({
        email: values.email,
        role: values.role,
        name: values.name || undefined,
      });
      toast.info(t('members.invite.sent', { email: sent.email }));
      onClose();
    } catch (error) {
      showError(error);
    }
  };
  const { shape } = invitationInputSchema;
  return (
    <Modal
      open
      title={t('members.invite.title')}
      okText={t('members.invite.send')}
      cancelText={t('members.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={invite.isPending}
      destroyOnHidden
    >
      <p>{t('members.invite.help')}</p>
      <FormErrorAlert message={formError} />
      <Form form={form} layout="vertical" initialValues={{ role: 'member' }} onFinish={send}>
        <Form.Item
          name="email"
          label={t('members.invite.email')}
          rules={[{ required: true }, { type: 'email' }, ...contractRules(shape.email)]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={t('members.invite.name')} rules={contractRules(shape.name)}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={t('members.invite.role')} rules={[{ required: true }]}>
          <Select options={roles.map((role) => ({ value: role, label: t(`members.roles.${role}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
