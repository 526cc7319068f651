import { Button, Flex, Form, Radio, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { LinkButton } from '../../../components/link-button';
import { useCan } from '../../../lib/permissions';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { useCreateVendor, type VendorCreated } from '../api/create-vendor';
import { isMaskedName, registryPrefill } from '../company-values';
import {
  type CreateVendorFormValues,
  createVendorFieldMapping,
  createVendorFieldNames,
  toVendorCreateInput,
} from '../create-values';
import { CompanyFields, ContactFields } from './company-fields';
import { CompanySection } from './company-page';
import { OwnerFields } from './owner-fields';
import { UbnLookup } from './ubn-lookup';
import { useRegistryLookup } from './use-registry-lookup';

interface Created extends VendorCreated {
  name: string;
  inviteEmail: string | null;
}

/**
 * Administrators register a vendor directly: UBN (a registry lookup may fill the company in), company
 * and contact data, level, and the owner; then `POST /Vendor/Create`. Server errors land on the fields.
 */
export function CreateVendorForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<CreateVendorFormValues>();
  const create = useCreateVendor();
  const canListUsers = useCan('users:read');
  const canReadVendors = useCan('vendors:read');
  const { formError, showError, clearError } = useApiFormErrors(
    form,
    createVendorFieldNames,
    createVendorFieldMapping,
  );
  const { lookup, outcomeFor, isLookingUp } = useRegistryLookup();
  const outcome = outcomeFor(Form.useWatch('ubn', form));
  const representative = outcome?.kind === 'found' ? outcome.company.representative : null;
  const [created, setCreated] = useState<Created | null>(null);

  const lookupTyped = async () => {
    clearError();
    try {
      await form.validateFields(['ubn']);
      const found = await lookup(form.getFieldValue('ubn') as string);
      if (found.kind === 'found') form.setFieldsValue(registryPrefill(found.company));
    } catch (error) {
      // A UBN the form itself refused is already marked; anything the server said is shown.
      if (!(error as { errorFields?: unknown }).errorFields) showError(error);
    }
  };

  const send = (values: CreateVendorFormValues) => {
    clearError();
    create.mutate(toVendorCreateInput(values), {
      onSuccess: (result) =>
        setCreated({
          ...result,
          name: values.name.trim(),
          inviteEmail: values.ownerMode === 'invite' ? (values.inviteEmail ?? '').trim() : null,
        }),
      onError: showError,
    });
  };

  if (created) {
    return (
      <Result
        status="success"
        title={
          <h2 className="company-section-title">{t('company.create.doneTitle', { name: created.name })}</h2>
        }
        subTitle={
          <>
            <p>{t('company.create.doneText')}</p>
            {created.inviteEmail && <p>{t('company.create.doneInvite', { email: created.inviteEmail })}</p>}
          </>
        }
        extra={
          <Flex wrap gap="small" justify="center">
            {canReadVendors && (
              <LinkButton type="primary" to={`../vendors/detail?id=${encodeURIComponent(created.id)}`}>
                {t('company.create.viewVendor')}
              </LinkButton>
            )}
            <LinkButton to={`../user-edit?id=${encodeURIComponent(created.ownerId)}`}>
              {t('company.create.viewOwner')}
            </LinkButton>
            <Button
              onClick={() => {
                form.resetFields();
                setCreated(null);
              }}
            >
              {t('company.create.another')}
            </Button>
          </Flex>
        }
      />
    );
  }

  return (
    <Form<CreateVendorFormValues>
      form={form}
      name="company-create"
      layout="vertical"
      requiredMark={false}
      initialValues={{ level: 'registered', ownerMode: canListUsers ? 'existing' : 'invite' }}
      onFinish={send}
      className="company-form"
    >
      <FormErrorAlert message={formError} />
      <CompanySection title={t('company.fields.ubn')}>
        <UbnLookup
          isLookingUp={isLookingUp}
          onLookup={() => void lookupTyped()}
          outcome={outcome}
          note={<p>{t('company.lookup.optional')}</p>}
        />
      </CompanySection>
      <CompanySection title={t('company.create.companyTitle')}>
        <CompanyFields
          maskedRepresentative={representative && isMaskedName(representative) ? representative : null}
        />
        <Form.Item name="level" label={t('company.fields.level')}>
          <Radio.Group
            options={[
              { value: 'registered', label: t('company.levels.registered') },
              { value: 'certified', label: t('company.levels.certified') },
            ]}
          />
        </Form.Item>
      </CompanySection>
      <CompanySection title={t('company.create.contactTitle')}>
        <ContactFields />
      </CompanySection>
      <CompanySection title={t('company.create.ownerTitle')}>
        <OwnerFields />
      </CompanySection>
      <Button type="primary" htmlType="submit" loading={create.isPending} className="company-actions">
        {t('company.create.submit')}
      </Button>
    </Form>
  );
}
