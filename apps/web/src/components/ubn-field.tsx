import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { normalizeUbn } from '@portal/contracts/ubn';
import { Form, Input, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { ubnStateOf } from '../ubn-state';

/**
 * The unified business number (統一編號) with feedback as it is typed: the digits counted, then the
 * checksum confirmed or refused (the server's own check). Full-width digits, spaces and dashes are
 * forgiven, as the server forgives them.
 */
export function UbnField({ name = 'ubn' }: { name?: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const form = Form.useFormInstance();
  const value: string | undefined = Form.useWatch(name, form);
  const state = ubnStateOf(value);
  const digits = normalizeUbn(value ?? '').length;

  // Problems show as the field's error; the line below counts the digits, then confirms the checksum.
  const feedback =
    state === 'typing' ? (
      t('company.ubn.typed', { count: digits })
    ) : state === 'valid' ? (
      // Green only on the icon: green text is below the 4.5:1 contrast text needs.
      <span>
        <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} /> {t('company.ubn.valid')}
      </span>
    ) : (
      t('company.ubn.hint')
    );

  return (
    <Form.Item
      name={name}
      label={t('company.ubn.label')}
      validateTrigger={['onChange', 'onBlur']}
      extra={<span aria-live="polite">{feedback}</span>}
      rules={[
        { required: true, whitespace: true, message: t('company.ubn.required') },
        {
          validator: (_, typed: string | undefined) => {
            const current = ubnStateOf(typed);
            if (current === 'notDigits') return Promise.reject(new Error(t('company.ubn.digits')));
            if (current === 'checksum') return Promise.reject(new Error(t('company.ubn.checksum')));
            return Promise.resolve();
          },
        },
        {
          // Too few digits is a problem only once the person moves on (or presses a button).
          validateTrigger: 'onBlur',
          validator: (_, typed: string | undefined) =>
            ubnStateOf(typed) === 'typing'
              ? Promise.reject(new Error(t('company.ubn.digits')))
              : Promise.resolve(),
        },
      ]}
    >
      <Input inputMode="numeric" autoComplete="off" maxLength={20} />
    </Form.Item>
  );
}
