import { theme } from 'antd';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Room for longer content (the sign-up details with the personal data notice). */
  isWide?: boolean;
}

/** The card of the public sign-in, sign-up and password-reset pages: a heading, the form, a line of links. */
export function AuthCard({ title, children, footer, isWide }: AuthCardProps) {
  const { token } = theme.useToken();
  return (
    <section
      className={isWide ? 'auth-card auth-card-wide' : 'auth-card'}
      aria-labelledby="auth-card-title"
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <h1 id="auth-card-title" className="auth-card-title" style={{ color: token.colorTextHeading }}>
        {title}
      </h1>
      {children}
      {footer && <div className="auth-card-footer">{footer}</div>}
    </section>
  );
}
