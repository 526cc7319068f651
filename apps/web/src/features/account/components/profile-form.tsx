import { type Profile, updateProfileInputSchema } from '@portal/contracts/account';
import { Button, Flex, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { MobileField } from '../../../components/mobile-field';
import { contractRules } from '../../../lib/contract-rules';
import { updateStoredUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { useUpdateProfile } from '../api/update-profile';
import { type ProfileValues, profileChanges, profileToValues } from '../profile-changes';

const fieldNames = ['name', 'email', 'mobile', 'jobTitle', 'language'] as const;

/** Name, e-mail, mobile, job title and language of messages; only changed fields are sent. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ProfileValues>();
  const update = useUpdateProfile();
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames);

  const submit = (values: ProfileValues) => {
    clearError();
    const changes = profileChanges(values, profile);
    if (Object.keys(changes).length === 0) {
      toast.info(t('account.noChanges'));
      return;
    }
    update.mutate(changes, {
      onSuccess: (saved) => {
        toast.info(t('account.saved'));
        updateStoredUser({
          name: saved.name,
          email: saved.email,
          mobile: saved.mobile,
          language: saved.language,
        });
        form.setFieldsValue(profileToValues(saved));
      },
      onError: showError,
    });
  };

  return (
    <Form
      form={form}
      name="profile"
      layout="vertical"
      requiredMark={false}
      initialValues={profileToValues(profile)}
      onFinish={submit}
      className="account-form"
    >
      <FormErrorAlert message={formError} />
      <Form.Item
        name="name"
        label={t('account.name')}
        rules={[{ required: true, whitespace: true }, ...contractRules(updateProfileInputSchema.shape.name)]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('account.email')}
        validateTrigger="onSubmit"
        rules={[{ required: true, type: 'email', whitespace: true, message: t('validation.emailInvalid') }]}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <MobileField label={t('account.mobile')} />
      <Form.Item
        name="jobTitle"
        label={t('account.jobTitle')}
        rules={contractRules(updateProfileInputSchema.shape.jobTitle)}
      >
        <Input autoComplete="organization-title" />
      </Form.Item>
      <Form.Item name="language" label={t('account.language')} extra={t('account.languageHint')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'zh-Hant', label: t('languages.zh-Hant') },
            { value: 'en', label: t('languages.en') },
          ]}
        />
      </Form.Item>
      <Flex wrap gap="small">
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('account.save')}
        </Button>
        <Button onClick={() => void navigate('../user')}>{t('account.backToProfile')}</Button>
      </Flex>
    </Form>
  );
}
