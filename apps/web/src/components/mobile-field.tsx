import { normalizeTaiwanMobile } from '@portal/contracts/taiwan-mobile';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** An optional Taiwan mobile number field (any common way of writing it), checked when it loses focus. */
export function MobileField({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="mobile"
      label={label}
      extra={t('register.mobileHint')}
      validateTrigger="onBlur"
      rules={[
        {
          validator: (_, value: string | undefined) =>
            !value?.trim() || normalizeTaiwanMobile(value)
              ? Promise.resolve()
              : Promise.reject(new Error(t('validation.mobileInvalid'))),
        },
      ]}
    >
      <Input type="tel" inputMode="tel" autoComplete="tel-national" placeholder="0912-345-678" />
    </Form.Item>
  );
}
