import { personNameSchema } from '@portal/contracts/identity-rules';
import { Alert, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRules } from '../../../lib/contract-rules';
import { useCan } from '../../../lib/permissions';
import { OwnerSelect } from './owner-select';

/** The new vendor's owner: an existing user without a vendor (needs users:read to list them), or an invitation. */
export function OwnerFields() {
  const { t } = useTranslation();
  const canListUsers = useCan('users:read');
  const mode = Form.useWatch('ownerMode');
  return (
    <>
      <Form.Item name="ownerMode" label={t('company.create.ownerMode')}>
        <Radio.Group
          options={[
            { value: 'existing', label: t('company.create.ownerExisting'), disabled: !canListUsers },
            { value: 'invite', label: t('company.create.ownerInvite') },
          ]}
        />
      </Form.Item>
      {!canListUsers && (
        <Alert type="info" showIcon title={t('company.create.cannotListUsers')} className="company-alert" />
      )}
      {mode === 'existing' ? (
        <Form.Item
          name="ownerId"
          label={t('company.create.owner')}
          extra={t('company.create.ownerHint')}
          rules={[{ required: true, message: t('company.create.ownerRequired') }]}
        >
          <OwnerSelect />
        </Form.Item>
      ) : (
        <>
          <Form.Item
            name="inviteName"
            label={t('company.create.inviteName')}
            rules={[
              { required: true, whitespace: true, message: t('company.create.inviteNameRequired') },
              ...contractRules(personNameSchema, { tooLong: (max) => t('company.common.tooLong', { max }) }),
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="inviteEmail"
            label={t('company.create.inviteEmail')}
            extra={t('company.create.inviteHint')}
            validateTrigger="onBlur"
            rules={[
              { required: true, type: 'email', whitespace: true, message: t('validation.emailInvalid') },
            ]}
          >
            <Input type="email" autoComplete="off" spellCheck={false} />
          </Form.Item>
        </>
      )}
    </>
  );
}
