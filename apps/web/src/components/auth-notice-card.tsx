import { Alert, theme } from 'antd';
import type { ReactNode } from 'react';

interface AuthNoticeCardProps {
  title: string;
  notice: string;
  footer: ReactNode;
}

/** The card of the sign-in and sign-up pages: a heading, a notice and a line of links. */
export function AuthNoticeCard({ title, notice, footer }: AuthNoticeCardProps) {
  const { token } = theme.useToken();
  return (
    <section
      className="auth-card"
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
      <Alert type="info" showIcon title={notice} />
      <p className="auth-card-footer">{footer}</p>
    </section>
  );
}
