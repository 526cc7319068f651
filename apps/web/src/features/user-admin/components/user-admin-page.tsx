import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../user-admin.css';

interface UserAdminPageProps {
  title: string;
  description?: string;
  /** Links beside the heading (back to the list). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A page of the users administration: heading (also the tab title), a line about it, the content. */
export function UserAdminPage({ title, description, actions, children }: UserAdminPageProps) {
  const { token } = theme.useToken();
  useDocumentTitle(title);
  return (
    <div className="user-admin-page">
      <div className="user-admin-header">
        <h1 className="user-admin-title" style={{ color: token.colorTextHeading }}>
          {title}
        </h1>
        {actions}
      </div>
      {description && <p style={{ color: token.colorTextDescription }}>{description}</p>}
      {children}
    </div>
  );
}
