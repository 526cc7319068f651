import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SocialSignupConsent } from '../api/social-login';
import { usePrivacyNotice } from '../use-privacy-notice';
import { PdpaConsentFields } from './pdpa-consent-fields';

interface ConsentValues {
  pdpaConsent: boolean;
  marketingConsent: boolean;
}

interface SocialConsentModalProps {
  /** The provider's name as shown: Google, Facebook. */
  provider: string;
  isSubmitting: boolean;
  onConfirm: (consent: SocialSignupConsent) => void;
  onCancel: () => void;
}

/**
 * The first sign-in with a provider creates an account, which needs the PDPA consent a sign-up gives:
 * the notice in full (as configured, with its version), a required box to agree to it and an optional
 * one for marketing. Loaded only when the server asks for it (PDPA_CONSENT_REQUIRED), so the sign-in
 * page does not carry it.
 */
export default function SocialConsentModal({
  provider,
  isSubmitting,
  onConfirm,
  onCancel,
}: SocialConsentModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ConsentValues>();
  const notice = usePrivacyNotice();

  const confirm = (values: ConsentValues) =>
    onConfirm({
      pdpaConsent: true,
      pdpaVersion: notice.version,
      marketingConsent: Boolean(values.marketingConsent),
    });

  return (
    <Modal
      open
      title={t('socialSignup.title', { provider })}
      okText={t('socialSignup.submit')}
      cancelText={t('socialSignup.cancel')}
      onOk={() => form.submit()}
      onCancel={onCancel}
      confirmLoading={isSubmitting}
      mask={{ closable: false }}
      width={640}
    >
      <p>{t('socialSignup.intro', { provider })}</p>
      <Form
        form={form}
        name="social-consent"
        requiredMark={false}
        initialValues={{ pdpaConsent: false, marketingConsent: false }}
        onFinish={confirm}
      >
        <PdpaConsentFields text={notice.text} />
      </Form>
    </Modal>
  );
}
