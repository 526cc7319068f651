import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { MobileField } from '../../../components/mobile-field';

/**
 * Name, e-mail, mobile, job title and language of messages, with the contract's limits (name 1–100,
 * e-mail, a Taiwan mobile or nothing, job title up to 100): shared by the wizard and the edit page. The
 * e-mail can be left empty only when editing a user who has none (a social sign-in without one).
 */
export function UserProfileFields({ isEmailRequired = true }: { isEmailRequired?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="name"
        label={t('users.fields.name')}
        rules={[
          { required: true, whitespace: true, message: t('users.wizard.nameRequired') },
          { max: 100, message: t('users.wizard.tooLong', { max: 100 }) },
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
          { max: 254, message: t('users.wizard.tooLong', { max: 254 }) },
        ]}
      >
        <Input type="email" autoComplete="off" spellCheck={false} />
      </Form.Item>
      <MobileField label={t('users.fields.mobileOptional')} />
      <Form.Item
        name="jobTitle"
        label={t('users.fields.jobTitleOptional')}
        rules={[{ max: 100, message: t('users.wizard.tooLong', { max: 100 }) }]}
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
