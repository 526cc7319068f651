import { newUserVendorSchema } from '@portal/contracts/user-admin';
import { Alert, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { UbnField, type UbnFieldTexts } from '../../../components/ubn-field';
import { contractRules } from '../../../lib/contract-rules';
import type { CompanyMode } from '../wizard-values';
import { VendorAttachFields } from './vendor-attach-fields';

/**
 * The wizard's company step: none, a new vendor company the user will own (UBN checked as typed), or
 * (for holders of vendors:read, who can list the vendors) an existing vendor the user joins.
 */
// The new vendor's fields in the contract: their limits are the form's.
const newCompany = newUserVendorSchema.shape.create.unwrap().shape;

export function WizardCompanyStep({
  companyRequired,
  canAttach,
  companyMode,
}: {
  companyRequired: boolean;
  canAttach: boolean;
  companyMode: CompanyMode;
}) {
  const { t } = useTranslation();
  const tooLong = (max: number) => t('users.wizard.tooLong', { max });
  const ubnTexts: UbnFieldTexts = {
    label: t('users.company.ubn'),
    hint: t('users.company.ubnHint'),
    typed: (count) => t('users.company.ubnTyped', { count }),
    valid: t('users.company.ubnValid'),
    checksum: t('users.company.ubnChecksum'),
    digits: t('users.company.ubnDigits'),
    required: t('users.company.ubnRequired'),
  };
  const offersAttach = canAttach && !companyRequired;
  const modes: CompanyMode[] = ['none', 'create', ...(offersAttach ? (['attach'] as const) : [])];
  return (
    <>
      <p>{t(offersAttach ? 'users.company.introAttach' : 'users.company.intro')}</p>
      {!canAttach && !companyRequired && (
        <Alert type="info" showIcon title={t('users.company.attachNeedsRead')} className="form-error-alert" />
      )}
      {!companyRequired && (
        <Form.Item name="companyMode" label={t('users.company.legend')}>
          <Radio.Group options={modes.map((mode) => ({ value: mode, label: t(`users.company.${mode}`) }))} />
        </Form.Item>
      )}
      {companyMode === 'create' && (
        <>
          <UbnField texts={ubnTexts} />
          <Form.Item
            name="companyName"
            label={t('users.company.name')}
            rules={[
              { required: true, whitespace: true, message: t('users.company.nameRequired') },
              ...contractRules(newCompany.name, { tooLong }),
            ]}
          >
            <Input autoComplete="organization" />
          </Form.Item>
          <Form.Item
            name="companyNameEn"
            label={t('users.company.nameEn')}
            rules={contractRules(newCompany.nameEn, { tooLong })}
          >
            <Input lang="en" autoComplete="off" />
          </Form.Item>
        </>
      )}
      {companyMode === 'attach' && offersAttach && <VendorAttachFields />}
    </>
  );
}
