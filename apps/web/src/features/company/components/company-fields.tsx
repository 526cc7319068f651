import { normalizeTaiwanMobile } from '@portal/contracts/taiwan-mobile';
import { companyFieldsSchema, contactSchema } from '@portal/contracts/vendor';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CategoryTreeSelect, categoryChoices } from '../../../components/vendor/category-tree-select';
import { useCategoryOptions } from '../../../lib/api/category-options';
import { contractLimits, contractRules } from '../../../lib/contract-rules';

const company = companyFieldsSchema.shape;
const contact = contactSchema.shape;
const maxCategories = contractLimits(company.categories).max;
const capital = contractLimits(company.capital);

/** A rough look at a phone number (digits and the usual signs); the server checks it properly. */
function looksLikePhone(value: string): boolean {
  const text = value.normalize('NFKC').trim();
  return /^[0-9+()#\s.-]{5,30}$/.test(text) && (text.match(/\d/g) ?? []).length >= 7;
}

/** The contract's limits of a field, said in the company pages' words. */
function useLimits() {
  const { t } = useTranslation();
  return (schema: Parameters<typeof contractRules>[0]) =>
    contractRules(schema, { tooLong: (max) => t('company.common.tooLong', { max }) });
}

/**
 * The company's data: name (Chinese, English optional), representative, capital, address, phone,
 * website, products or services. `maskedRepresentative`: the registry's masked name, to say so.
 */
export function CompanyFields({ maskedRepresentative }: { maskedRepresentative?: string | null }) {
  const { t } = useTranslation();
  const limits = useLimits();
  const options = useCategoryOptions();
  const categoryTree = options.data
    ? categoryChoices(options.data, {
        product: t('company.fields.productCategories'),
        service: t('company.fields.serviceCategories'),
      })
    : [];
  return (
    <>
      <Form.Item
        name="name"
        label={t('company.fields.name')}
        rules={[
          { required: true, whitespace: true, message: t('company.validation.nameRequired') },
          ...limits(company.name),
        ]}
      >
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item name="nameEn" label={t('company.fields.nameEn')} rules={limits(company.nameEn)}>
        <Input lang="en" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="representative"
        label={t('company.fields.representative')}
        extra={
          maskedRepresentative
            ? t('company.hints.maskedRepresentative', { name: maskedRepresentative })
            : null
        }
        rules={[
          { required: true, whitespace: true, message: t('company.validation.representativeRequired') },
          ...limits(company.representative),
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="capital" label={t('company.fields.capital')} extra={t('company.hints.capital')}>
        <InputNumber
          min={capital.min}
          max={capital.max}
          precision={0}
          inputMode="numeric"
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        name="address"
        label={t('company.fields.address')}
        rules={[
          { required: true, whitespace: true, message: t('company.validation.addressRequired') },
          ...limits(company.address),
        ]}
      >
        <Input.TextArea autoComplete="street-address" autoSize={{ minRows: 1, maxRows: 3 }} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('company.fields.phone')}
        extra={t('company.hints.phone')}
        validateTrigger="onBlur"
        rules={[
          { required: true, whitespace: true, message: t('company.validation.phoneRequired') },
          {
            validator: (_, value: string | undefined) =>
              !value?.trim() || looksLikePhone(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('company.validation.phoneInvalid'))),
          },
        ]}
      >
        <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="02-2345-6789" />
      </Form.Item>
      <Form.Item
        name="website"
        label={t('company.fields.website')}
        extra={t('company.hints.website')}
        validateTrigger="onBlur"
        rules={[
          ...limits(company.website),
          {
            pattern: /^\s*(https?:\/\/\S+\.\S+)?\s*$/i,
            message: t('company.validation.websiteInvalid'),
          },
        ]}
      >
        <Input type="url" inputMode="url" autoComplete="url" placeholder="https://" />
      </Form.Item>
      <Form.Item
        name="categories"
        label={t('company.fields.categories')}
        extra={t(categoryTree.length > 0 ? 'company.hints.categoriesTree' : 'company.hints.categories')}
        rules={[
          ...contractRules(company.categories, {
            tooLong: () => t('company.validation.tooManyCategories'),
            element: { tooLong: () => t('company.validation.categoryTooLong') },
          }),
        ]}
      >
        {categoryTree.length > 0 ? (
          <CategoryTreeSelect treeData={categoryTree} maxCount={maxCategories} />
        ) : (
          // Before the association has built its trees (or while they load), categories are typed.
          <Select
            mode="tags"
            open={false}
            tokenSeparators={[',', '，', '、']}
            maxCount={maxCategories}
            suffixIcon={null}
          />
        )}
      </Form.Item>
    </>
  );
}

/** The contact person: name, form of address (稱謂), position (職稱), e-mail and mobile. */
export function ContactFields() {
  const { t } = useTranslation();
  const limits = useLimits();
  return (
    <>
      <Form.Item
        name="contactName"
        label={t('company.fields.contactName')}
        rules={[
          { required: true, whitespace: true, message: t('company.validation.contactNameRequired') },
          ...limits(contact.name),
        ]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="contactTitle"
        label={t('company.fields.contactTitle')}
        extra={t('company.hints.contactTitle')}
        rules={limits(contact.contact_Title)}
      >
        <Input autoComplete="honorific-prefix" />
      </Form.Item>
      <Form.Item
        name="contactPosition"
        label={t('company.fields.contactPosition')}
        rules={limits(contact.position)}
      >
        <Input autoComplete="organization-title" />
      </Form.Item>
      <Form.Item
        name="contactEmail"
        label={t('company.fields.contactEmail')}
        validateTrigger="onBlur"
        rules={[{ required: true, type: 'email', whitespace: true, message: t('validation.emailInvalid') }]}
      >
        <Input type="email" autoComplete="email" spellCheck={false} />
      </Form.Item>
      <Form.Item
        name="contactMobile"
        label={t('company.fields.contactMobile')}
        extra={t('register.mobileHint')}
        validateTrigger="onBlur"
        rules={[
          {
            validator: (_, value: string | undefined) =>
              value?.trim() && normalizeTaiwanMobile(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('validation.mobileInvalid'))),
          },
        ]}
      >
        <Input type="tel" inputMode="tel" autoComplete="tel-national" placeholder="0912-345-678" />
      </Form.Item>
    </>
  );
}
