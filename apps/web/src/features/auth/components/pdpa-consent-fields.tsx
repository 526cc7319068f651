import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { PdpaNoticeBox } from './pdpa-notice-box';

/**
 * The personal data notice with its required consent and the optional marketing consent, as form
 * fields `pdpaConsent` and `marketingConsent`: the same at sign-up and at a first social sign-in.
 */
export function PdpaConsentFields({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PdpaNoticeBox text={text} />
      <Form.Item
        name="pdpaConsent"
        valuePropName="checked"
        rules={[
          {
            validator: (_, checked: boolean) =>
              checked ? Promise.resolve() : Promise.reject(new Error(t('register.pdpaRequired'))),
          },
        ]}
      >
        <Checkbox>{t('register.pdpaConsent')}</Checkbox>
      </Form.Item>
      <Form.Item name="marketingConsent" valuePropName="checked">
        <Checkbox>{t('register.marketingConsent')}</Checkbox>
      </Form.Item>
    </>
  );
}
