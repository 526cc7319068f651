import type { Configuration } from '@portal/contracts/configuration';
import { configurationLimits } from '@portal/contracts/configuration-limits';
import { Alert, Card, Form, Input, InputNumber, Radio, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format-amount';
import { contractRule } from '../configuration-rules';

const { maxLength, actionLogRetentionDays: retentionDays } = configurationLimits;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={<h2 className="configuration-section-title">{title}</h2>} className="configuration-section">
      {children}
    </Card>
  );
}

export function SiteSection() {
  const { t } = useTranslation();
  return (
    <Section title={t('configuration.sections.site')}>
      <Form.Item
        name="siteNameZh"
        label={t('configuration.fields.siteNameZh')}
        rules={[contractRule('siteNameZh', t('configuration.errors.siteName'))]}
      >
        <Input maxLength={maxLength.siteNameZh} />
      </Form.Item>
      <Form.Item
        name="siteNameEn"
        label={t('configuration.fields.siteNameEn')}
        rules={[contractRule('siteNameEn', t('configuration.errors.siteName'))]}
      >
        <Input maxLength={maxLength.siteNameEn} />
      </Form.Item>
      <Form.Item
        name="logoUrl"
        label={t('configuration.fields.logoUrl')}
        extra={t('configuration.hints.logoUrl')}
        rules={[contractRule('logoUrl', t('configuration.errors.logoUrl'))]}
      >
        <Input inputMode="url" spellCheck={false} />
      </Form.Item>
    </Section>
  );
}

export function ContactSection() {
  const { t } = useTranslation();
  return (
    <Section title={t('configuration.sections.contact')}>
      <Form.Item
        name="contactEmail"
        label={t('configuration.fields.contactEmail')}
        rules={[contractRule('contactEmail', t('configuration.errors.contactEmail'))]}
      >
        <Input type="email" autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item
        name="contactPhone"
        label={t('configuration.fields.contactPhone')}
        rules={[
          contractRule('contactPhone', t('configuration.errors.tooLong', { max: maxLength.contactPhone })),
        ]}
      >
        <Input type="tel" maxLength={maxLength.contactPhone} />
      </Form.Item>
      <Form.Item
        name="contactAddress"
        label={t('configuration.fields.contactAddress')}
        rules={[
          contractRule(
            'contactAddress',
            t('configuration.errors.tooLong', { max: maxLength.contactAddress }),
          ),
        ]}
      >
        <Input maxLength={maxLength.contactAddress} />
      </Form.Item>
    </Section>
  );
}

/** The switches, and the social sign-in ids, which the server's environment fixes: shown, not edited. */
export function SignInSection({ saved }: { saved: Configuration }) {
  const { t } = useTranslation();
  const idText = (id: string | null) =>
    id ? (
      <Typography.Text code>{id}</Typography.Text>
    ) : (
      <Typography.Text type="secondary">{t('configuration.hints.notSet')}</Typography.Text>
    );
  return (
    <Section title={t('configuration.sections.signIn')}>
      <Form.Item
        name="signupOpen"
        label={t('configuration.fields.signupOpen')}
        valuePropName="checked"
        extra={t('configuration.hints.signupOpen')}
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="captchaEnabled"
        label={t('configuration.fields.captchaEnabled')}
        valuePropName="checked"
        extra={t(
          saved.captchaAvailable
            ? 'configuration.hints.captchaEnabled'
            : 'configuration.hints.captchaUnavailable',
        )}
      >
        <Switch />
      </Form.Item>
      <dl className="configuration-social-ids">
        <dt>{t('configuration.fields.googleClientId')}</dt>
        <dd>{idText(saved.googleClientId)}</dd>
        <dt>{t('configuration.fields.facebookAppId')}</dt>
        <dd>{idText(saved.facebookAppId)}</dd>
      </dl>
      <Typography.Paragraph type="secondary">{t('configuration.hints.social')}</Typography.Paragraph>
    </Section>
  );
}

export function PrivacySection({ saved }: { saved: Configuration }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const noticeZh = Form.useWatch('privacyNoticeZh', form);
  const noticeEn = Form.useWatch('privacyNoticeEn', form);
  const version = Form.useWatch('privacyNoticeVersion', form);
  const textChanged =
    (noticeZh ?? saved.privacyNoticeZh) !== saved.privacyNoticeZh ||
    (noticeEn ?? saved.privacyNoticeEn) !== saved.privacyNoticeEn;
  const sameVersion = (version ?? saved.privacyNoticeVersion).trim() === saved.privacyNoticeVersion;
  return (
    <Section title={t('configuration.sections.privacy')}>
      {(['privacyNoticeZh', 'privacyNoticeEn'] as const).map((field) => (
        <Form.Item
          key={field}
          name={field}
          label={t(`configuration.fields.${field}`)}
          extra={t('configuration.hints.privacyNotice')}
          rules={[contractRule(field, t('configuration.errors.tooLong', { max: maxLength[field] }))]}
        >
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 14 }} maxLength={maxLength[field]} showCount />
        </Form.Item>
      ))}
      <Form.Item
        name="privacyNoticeVersion"
        label={t('configuration.fields.privacyNoticeVersion')}
        extra={t('configuration.hints.privacyNoticeVersion')}
        rules={[contractRule('privacyNoticeVersion', t('configuration.errors.privacyNoticeVersion'))]}
      >
        <Input
          maxLength={maxLength.privacyNoticeVersion}
          spellCheck={false}
          className="configuration-short-input"
        />
      </Form.Item>
      {textChanged && sameVersion && (
        <Alert type="warning" showIcon title={t('configuration.hints.noticeChangedSameVersion')} />
      )}
    </Section>
  );
}

const exampleAmount = 1234567.89;

export function AmountsSection() {
  const { t } = useTranslation();
  return (
    <Section title={t('configuration.sections.amounts')}>
      <Form.Item name="currencyGroupSeparator" label={t('configuration.fields.currencyGroupSeparator')}>
        <Radio.Group
          options={(['.', ','] as const).map((separator) => ({
            value: separator,
            label: `${t(separator === '.' ? 'configuration.hints.separatorDot' : 'configuration.hints.separatorComma')} · ${t('configuration.hints.amountExample', { amount: formatAmount(exampleAmount, separator, { decimals: 2 }) })}`,
          }))}
        />
      </Form.Item>
    </Section>
  );
}

export function RetentionSection() {
  const { t } = useTranslation();
  return (
    <Section title={t('configuration.sections.actionLog')}>
      <Form.Item
        name="actionLogRetentionDays"
        label={t('configuration.fields.actionLogRetentionDays')}
        extra={t('configuration.hints.actionLogRetentionDays')}
        rules={[contractRule('actionLogRetentionDays', t('configuration.errors.actionLogRetentionDays'))]}
      >
        <InputNumber
          min={retentionDays.min}
          max={retentionDays.max}
          precision={0}
          suffix={t('configuration.hints.days')}
        />
      </Form.Item>
    </Section>
  );
}
