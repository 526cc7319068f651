import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import type { Vendor } from '@portal/contracts/vendor';
import { Button, Flex, Form, Input, Result } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { LinkButton } from '../../../components/link-button';
import { useTextBundles } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { useUpdateVendor } from '../api/update-vendor';
import {
  type CompanyFormValues,
  companyChanges,
  companyFieldAliases,
  companyFieldNames,
  companyFormValuesOf,
  contactFieldNames,
} from '../company-values';
import { CompanyFields, ContactFields } from '../components/company-fields';
import { CompanyPage, CompanySection } from '../components/company-page';
import { MyVendorGate } from '../components/my-vendor-gate';
import { VendorNameLine } from '../components/vendor-name-line';

const fieldNames = [...companyFieldNames, ...contactFieldNames];

/** The company data form: the UBN shown but fixed; only what changed is sent; server errors on the fields. */
function VendorEditForm({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CompanyFormValues>();
  const update = useUpdateVendor();
  const saved = useMemo(() => companyFormValuesOf(vendor), [vendor]);
  const mapping = useMemo(() => ({ aliases: companyFieldAliases('') }), []);
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames, mapping);

  const save = (values: CompanyFormValues) => {
    clearError();
    const changes = companyChanges(saved, values);
    if (Object.keys(changes).length === 0) {
      toast.info(t('company.edit.noChanges'));
      return;
    }
    update.mutate(changes, { onSuccess: () => toast.info(t('company.edit.saved')), onError: showError });
  };

  return (
    <Form<CompanyFormValues>
      form={form}
      name="company-edit"
      layout="vertical"
      requiredMark={false}
      initialValues={saved}
      onFinish={save}
      className="company-form"
    >
      <FormErrorAlert message={formError} />
      <CompanySection title={t('company.edit.companyTitle')}>
        <Form.Item label={t('company.fields.ubn')} htmlFor="company-edit-ubn" extra={t('company.ubn.fixed')}>
          <Input id="company-edit-ubn" value={vendor.ubn} readOnly variant="filled" />
        </Form.Item>
        <CompanyFields />
      </CompanySection>
      <CompanySection title={t('company.edit.contactTitle')}>
        <ContactFields />
      </CompanySection>
      <Flex wrap gap="small" className="company-actions">
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('company.edit.save')}
        </Button>
        <LinkButton to="../company">{t('company.common.backToOverview')}</LinkButton>
      </Flex>
    </Form>
  );
}

/** Members may read the company data, not change it: say who can. */
function ReadOnlyNotice({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={<h2 className="company-section-title">{t('company.edit.readOnlyTitle')}</h2>}
      subTitle={t('company.edit.readOnlyText', {
        name: vendor.name,
        role: t(`company.roles.${vendor.myRole ?? 'member'}`),
      })}
      extra={
        <LinkButton type="primary" to="../company/data">
          {t('company.overview.dataLink')}
        </LinkButton>
      }
    />
  );
}

/** `company-edit`: owners and managers change the company data; members are told who can. */
export default function CompanyEditPage() {
  useTextBundles('company');
  const { t } = useTranslation();
  return (
    <CompanyPage
      title={t('pages.companyEdit.title')}
      description={t('pages.companyEdit.description')}
      actions={
        <LinkButton to="../company" type="link" icon={<ArrowLeftOutlined aria-hidden />}>
          {t('company.common.backToOverview')}
        </LinkButton>
      }
    >
      <MyVendorGate>
        {(vendor) =>
          vendor.myRole === 'owner' || vendor.myRole === 'manager' ? (
            <>
              <VendorNameLine vendor={vendor} />
              <VendorEditForm key={vendor.updatedTime} vendor={vendor} />
            </>
          ) : (
            <ReadOnlyNotice vendor={vendor} />
          )
        }
      </MyVendorGate>
    </CompanyPage>
  );
}
