import { theme } from 'antd';
import type { ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  status?: 'error';
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface LoginFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Renders the control with the id, status and descriptions that tie it to its label and messages. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled field of the sign-in form, laid out like an antd vertical form item. The sign-in page
 * uses these instead of antd's Form, whose validation engine, grid and tooltip would take a sixth of
 * the 200 KB the page may load; every other form in the app is an antd Form.
 */
export function LoginField({ id, label, error, hint, children }: LoginFieldProps) {
  const { token } = theme.useToken();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className="login-field">
      <label htmlFor={id} className="login-field-label" style={{ color: token.colorTextHeading }}>
        {label}
      </label>
      {children({
        id,
        ...(error ? { status: 'error' as const, 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {error && (
        <div id={errorId} className="login-field-error" style={{ color: token.colorError }}>
          {error}
        </div>
      )}
      {hint && (
        <div id={hintId} className="login-field-hint" style={{ color: token.colorTextDescription }}>
          {hint}
        </div>
      )}
    </div>
  );
}
