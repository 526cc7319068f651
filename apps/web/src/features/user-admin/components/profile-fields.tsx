import { updateUserInputSchema } from '@portal/contracts/user-admin';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { MobileField } from '../../../components/mobile-field';
import { contractRules } from '../../../lib/contract-rules';

/**
 * Name, e-mail, mobile, job title and language of messages, with the contract's limits (name 1–100,
 * e-mail, a Taiwan mobile or nothing, job title up to 100): shared by the wizard and the edit page. The
 * e-mail can be left empty only when editing a user who has none (a social sign-in without one).
 */
export function UserProfileFields({ isEmailRequired = true }: { isEmailRequired?: boolean }) {
  const { t } = useTranslation();
  const tooLong = (max: number) => t('users.wizard.tooLong', { max });
  return (
    <>
      <Form.Item
        name="name"
        label={t('users.fields.name')}
        rules={[
          { required: true, whitespace: true, message: t('users.wizard.nameRequired') },
          ...contractRules(updateUserInputSchema.shape.name, { tooLong }),
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('users.fields.email')}
        validateTrigger="onBlur"
        rules={[
          { required: isEmailRequired, whitespace: true, message: t('validation.emailInvalid') },
          { type: 'email', message: t('validation.emailInvalid') },
          ...contractRules(updateUserInputSchema.shape.email, { tooLong }),
        ]}
      >
        <Input type="email" autoComplete="off" spellCheck={false} />
      </Form.Item>
      <MobileField label={t('users.fields.mobileOptional')} />
      <Form.Item
        name="jobTitle"
        label={t('users.fields.jobTitleOptional')}
        rules={contractRules(updateUserInputSchema.shape.jobTitle, { tooLong })}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="language" label={t('users.fields.language')} extra={t('users.fields.languageHint')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'zh-Hant', label: t('languages.zh-Hant') },
            { value: 'en', label: t('languages.en') },
          ]}
        />
      </Form.Item>
    </>
  );
}
