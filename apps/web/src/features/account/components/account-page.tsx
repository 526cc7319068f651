import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../account-pages.css';

interface AccountPageProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** A signed-in page of the account area: its heading (also the tab title), a line about it, the content. */
export function AccountPage({ title, description, children }: AccountPageProps) {
  const { token } = theme.useToken();
  useDocumentTitle(title);
  return (
    <div className="account-page">
      <h1 className="account-page-title" style={{ color: token.colorTextHeading }}>
        {title}
      </h1>
      {description && <p style={{ color: token.colorTextDescription }}>{description}</p>}
      {children}
    </div>
  );
}
