import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { isValidUbn, normalizeUbn } from '@portal/contracts/ubn';
import { Form, Input, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the UBN typed so far amounts to: nothing yet, still typing, not digits, a bad or a good checksum. */
export type UbnState = 'empty' | 'typing' | 'notDigits' | 'checksum' | 'valid';

export function ubnStateOf(value: string | undefined): UbnState {
  const ubn = normalizeUbn(value ?? '');
  if (ubn === '') return 'empty';
  if (!/^\d+$/.test(ubn) || ubn.length > 8) return 'notDigits';
  if (ubn.length < 8) return 'typing';
  return isValidUbn(ubn) ? 'valid' : 'checksum';
}

/**
 * The unified business number (統一編號) with live feedback as it is typed: digits counted, then the
 * Ministry of Finance checksum (isValidUbn, the same check as the server's). Full-width digits, spaces
 * and dashes are forgiven, as the server forgives them.
 */
export function UbnField({ name = 'ubn', required = true }: { name?: string; required?: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const form = Form.useFormInstance();
  const value: string | undefined = Form.useWatch(name, form);
  const state = ubnStateOf(value);
  const digits = normalizeUbn(value ?? '').length;

  // Problems show as the field's error (live); the line below counts digits, then confirms the checksum.
  const feedback =
    state === 'typing' ? (
      t('users.company.ubnTyped', { count: digits })
    ) : state === 'valid' ? (
      // Green only on the icon: green text is below the 4.5:1 contrast text needs.
      <span>
        <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} /> {t('users.company.ubnValid')}
      </span>
    ) : (
      t('users.company.ubnHint')
    );

  return (
    <Form.Item
      name={name}
      label={t('users.company.ubn')}
      validateTrigger={['onChange', 'onBlur']}
      extra={<span aria-live="polite">{feedback}</span>}
      rules={[
        { required, whitespace: true, message: t('users.company.ubnRequired') },
        {
          validator: (_, typed: string | undefined) => {
            const current = ubnStateOf(typed);
            if (current === 'notDigits') return Promise.reject(new Error(t('users.company.ubnDigits')));
            if (current === 'checksum') return Promise.reject(new Error(t('users.company.ubnChecksum')));
            return Promise.resolve();
          },
        },
        {
          // Too few digits is only a problem once the person has moved on (or goes to the next step).
          validateTrigger: 'onBlur',
          validator: (_, typed: string | undefined) =>
            ubnStateOf(typed) === 'typing'
              ? Promise.reject(new Error(t('users.company.ubnDigits')))
              : Promise.resolve(),
        },
      ]}
    >
      <Input inputMode="numeric" autoComplete="off" maxLength={20} />
    </Form.Item>
  );
}
