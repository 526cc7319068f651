import { Alert, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { UbnField } from './ubn-field';

/** The wizard's company step: none, or a new vendor company the user will own (UBN checked as typed). */
export function WizardCompanyStep({
  companyRequired,
  isCreatingCompany,
}: {
  companyRequired: boolean;
  isCreatingCompany: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('users.company.intro')}</p>
      <Alert type="info" showIcon title={t('users.company.attachLater')} className="form-error-alert" />
      {!companyRequired && (
        <Form.Item name="companyMode" label={t('users.company.legend')}>
          <Radio.Group
            options={[
              { value: 'none', label: t('users.company.none') },
              { value: 'create', label: t('users.company.create') },
            ]}
          />
        </Form.Item>
      )}
      {isCreatingCompany && (
        <>
          <UbnField />
          <Form.Item
            name="companyName"
            label={t('users.company.name')}
            rules={[
              { required: true, whitespace: true, message: t('users.company.nameRequired') },
              { max: 200, message: t('users.wizard.tooLong', { max: 200 }) },
            ]}
          >
            <Input autoComplete="organization" />
          </Form.Item>
          <Form.Item
            name="companyNameEn"
            label={t('users.company.nameEn')}
            rules={[{ max: 200, message: t('users.wizard.tooLong', { max: 200 }) }]}
          >
            <Input lang="en" autoComplete="off" />
          </Form.Item>
        </>
      )}
    </>
  );
}
