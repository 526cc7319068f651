import { vendorRoles } from '@portal/contracts/permissions';
import { Alert, Form, Radio, Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVendorOptions } from '../../../lib/api/vendor-options';
import type { WizardValues } from '../wizard-values';

/**
 * The wizard's "add to an existing vendor": a vendor found by name or UBN as it is typed (searched on
 * the server once typing pauses), and the user's role in it. The chosen vendor's name is kept for the
 * review step.
 */
export function VendorAttachFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<WizardValues>();
  const [search, setSearch] = useState('');
  const vendors = useVendorOptions(search);
  const chosenId: string | undefined = Form.useWatch('attachVendorId', form);
  const chosenName: string | undefined = Form.useWatch('attachVendorName', { form, preserve: true });
  const role: WizardValues['attachRole'] = Form.useWatch('attachRole', form);

  const found = vendors.data?.data ?? [];
  const options: { value: string; label: string; name: string }[] = found.map((vendor) => ({
    value: vendor.id,
    label: t('users.company.vendorOption', { name: vendor.name, ubn: vendor.ubn }),
    name: vendor.name,
  }));
  // The chosen vendor stays named while a later search does not list it.
  if (chosenId && chosenName && !options.some((option) => option.value === chosenId)) {
    options.unshift({ value: chosenId, label: chosenName, name: chosenName });
  }

  return (
    <>
      {vendors.isError && (
        <Alert
          type="warning"
          showIcon
          title={t('users.company.vendorsFailed')}
          className="form-error-alert"
        />
      )}
      <Form.Item
        name="attachVendorId"
        label={t('users.company.vendor')}
        rules={[{ required: true, message: t('users.company.vendorRequired') }]}
      >
        <Select
          showSearch={{ filterOption: false, onSearch: setSearch }}
          placeholder={t('users.company.vendorPlaceholder')}
          options={options}
          loading={vendors.isFetching}
          notFoundContent={vendors.isFetching ? <Spin size="small" /> : t('users.company.vendorsNone')}
          onChange={(_value, option) => {
            const chosen = Array.isArray(option) ? option[0] : option;
            form.setFieldValue('attachVendorName', chosen?.name);
          }}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        name="attachRole"
        label={t('users.company.role')}
        extra={role ? t(`users.company.roleHints.${role}`) : undefined}
      >
        <Radio.Group
          options={vendorRoles.map((value) => ({ value, label: t(`users.vendorRoles.${value}`) }))}
        />
      </Form.Item>
    </>
  );
}
