import type { Configuration, EditableConfiguration } from '@portal/contracts/configuration';
import { Button, Flex, Form, Modal, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { toast } from '../../../lib/toast';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { useUpdateConfiguration } from '../api/update-configuration';
import { consequencesOf, editableFields, editableOf } from '../configuration-rules';
import {
  AmountsSection,
  ContactSection,
  PrivacySection,
  RetentionSection,
  SignInSection,
  SiteSection,
} from './configuration-sections';

/**
 * The settings in sections, saved together. Closing sign-up or changing the notice version is confirmed
 * first; the server's field errors land on their fields.
 */
export function ConfigurationForm({ configuration }: { configuration: Configuration }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EditableConfiguration>();
  const [modal, modalHolder] = Modal.useModal();
  const update = useUpdateConfiguration();
  const { formError, showError, clearError } = useApiFormErrors(form, editableFields);
  const saved = editableOf(configuration);
  const { token } = theme.useToken();
  // The save bar shows only while something differs from what is saved.
  const values = Form.useWatch([], form) as Partial<EditableConfiguration> | undefined;
  const changed = hasChanges(saved, values);

  const save = (values: EditableConfiguration) => {
    clearError();
    update.mutate(values, {
      onSuccess: (result) => {
        form.setFieldsValue(editableOf(result));
        toast.info(t('configuration.saved'));
      },
      onError: showError,
    });
  };

  const submit = (values: EditableConfiguration) => {
    const { closesSignup, changesNoticeVersion } = consequencesOf(saved, values);
    if (!closesSignup && !changesNoticeVersion) return save(values);
    void modal.confirm({
      title: t('configuration.confirmTitle'),
      content: (
        <ul className="configuration-consequences">
          {closesSignup && <li>{t('configuration.confirmCloseSignup')}</li>}
          {changesNoticeVersion && (
            <li>
              {t('configuration.confirmNoticeVersion', {
                from: saved.privacyNoticeVersion,
                to: values.privacyNoticeVersion.trim(),
              })}
            </li>
          )}
        </ul>
      ),
      okText: t('configuration.confirmOk'),
      cancelText: t('configuration.confirmCancel'),
      onOk: () => save(values),
    });
  };

  return (
    <Form
      form={form}
      name="configuration"
      layout="vertical"
      requiredMark={false}
      initialValues={saved}
      onFinish={submit}
      scrollToFirstError={{ focus: true }}
      className="configuration-form"
    >
      {modalHolder}
      <FormErrorAlert message={formError} />
      <SiteSection />
      <ContactSection />
      <SignInSection saved={configuration} />
      <PrivacySection saved={configuration} />
      <AmountsSection />
      <RetentionSection />
      {(changed || update.isPending) && (
        <Flex
          gap="small"
          align="center"
          wrap
          className="configuration-actions"
          role="region"
          aria-label={t('configuration.unsaved')}
          style={{
            background: token.colorBgContainer,
            borderTop: `1px solid ${token.colorBorderSecondary}`,
            boxShadow: token.boxShadowTertiary,
          }}
        >
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t('configuration.save')}
          </Button>
          <Button htmlType="button" onClick={() => form.resetFields()} disabled={update.isPending}>
            {t('configuration.reset')}
          </Button>
          <span style={{ color: token.colorTextDescription }}>{t('configuration.unsaved')}</span>
        </Flex>
      )}
    </Form>
  );
}

/** Whether the form's values differ from the saved configuration (fields not yet mounted count as kept). */
export function hasChanges(
  saved: EditableConfiguration,
  values: Partial<EditableConfiguration> | undefined,
): boolean {
  if (!values) return false;
  return editableFields.some(
    (field) =>
      field in values && JSON.stringify(values[field] ?? null) !== JSON.stringify(saved[field] ?? null),
  );
}
