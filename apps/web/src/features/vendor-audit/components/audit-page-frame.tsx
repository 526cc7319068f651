import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../vendor-audit.css';

interface AuditPageFrameProps {
  title: string;
  description?: string;
  /** Links beside the heading (back to the list). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A staff vendor page: heading (also the tab title), a line about it, the content. */
export function AuditPageFrame({ title, description, actions, children }: AuditPageFrameProps) {
  const { token } = theme.useToken();
  useDocumentTitle(title);
  return (
    <div className="audit-page">
      <div className="audit-page-header">
        <h1 className="audit-page-title" style={{ color: token.colorTextHeading }}>
          {title}
        </h1>
        {actions}
      </div>
      {description && <p style={{ color: token.colorTextDescription }}>{description}</p>}
      {children}
    </div>
  );
}

/** A section heading inside a card. */
export function CardTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="audit-card-title">
      {children}
    </h2>
  );
}
