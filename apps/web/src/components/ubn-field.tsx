import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { normalizeUbn, ubnSchema } from '@portal/contracts/ubn';
import { Form, Input, theme } from 'antd';
import { maxLengthOf } from '../lib/contract-rules';
import { ubnStateOf } from '../lib/ubn-state';

/** The field's words, from the texts of the page using it (each page loads its own bundle). */
export interface UbnFieldTexts {
  label: string;
  hint: string;
  /** How many of the 8 digits are typed so far. */
  typed: (count: number) => string;
  valid: string;
  checksum: string;
  digits: string;
  required: string;
}

/**
 * The unified business number (統一編號) with feedback as it is typed: the digits counted, then the
 * checksum confirmed or refused (the server's own check). Full-width digits, spaces and dashes are
 * forgiven, as the server forgives them.
 */
export function UbnField({ name = 'ubn', texts }: { name?: string; texts: UbnFieldTexts }) {
  const { token } = theme.useToken();
  const form = Form.useFormInstance();
  const value: string | undefined = Form.useWatch(name, form);
  const state = ubnStateOf(value);
  const digits = normalizeUbn(value ?? '').length;

  // Problems show as the field's error; the line below counts the digits, then confirms the checksum.
  const feedback =
    state === 'typing' ? (
      texts.typed(digits)
    ) : state === 'valid' ? (
      // Green only on the icon: green text is below the 4.5:1 contrast text needs.
      <span>
        <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} /> {texts.valid}
      </span>
    ) : (
      texts.hint
    );

  return (
    <Form.Item
      name={name}
      label={texts.label}
      validateTrigger={['onChange', 'onBlur']}
      extra={<span aria-live="polite">{feedback}</span>}
      rules={[
        { required: true, whitespace: true, message: texts.required },
        {
          validator: (_, typed: string | undefined) => {
            const current = ubnStateOf(typed);
            if (current === 'notDigits') return Promise.reject(new Error(texts.digits));
            if (current === 'checksum') return Promise.reject(new Error(texts.checksum));
            return Promise.resolve();
          },
        },
        {
          // Too few digits is a problem only once the person moves on (or presses a button).
          validateTrigger: 'onBlur',
          validator: (_, typed: string | undefined) =>
            ubnStateOf(typed) === 'typing' ? Promise.reject(new Error(texts.digits)) : Promise.resolve(),
        },
      ]}
    >
      <Input inputMode="numeric" autoComplete="off" maxLength={maxLengthOf(ubnSchema)} />
    </Form.Item>
  );
}
