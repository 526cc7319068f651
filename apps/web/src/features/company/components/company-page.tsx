import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../company.css';

interface CompanyPageProps {
  title: string;
  description?: string;
  /** Links beside the heading (back to the overview). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A vendor page: its heading (also the tab title), a line about it, the content. */
export function CompanyPage({ title, description, actions, children }: CompanyPageProps) {
  const { token } = theme.useToken();
  useDocumentTitle(title);
  return (
    <div className="company-page">
      <div className="company-header">
        <h1 className="company-title" style={{ color: token.colorTextHeading }}>
          {title}
        </h1>
        {actions}
      </div>
      {description && <p style={{ color: token.colorTextDescription }}>{description}</p>}
      {children}
    </div>
  );
}

/** A titled part of a vendor page (a second-level heading, for the eye and for screen readers). */
export function CompanySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="company-section">
      <h2 className="company-section-title">{title}</h2>
      {children}
    </section>
  );
}
