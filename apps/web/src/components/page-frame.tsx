import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

// Inline rather than a stylesheet of its own: one more CSS file would be listed in the entry chunk.
const headerStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
};
const titleStyle: CSSProperties = {
  fontSize: 24,
  fontWeight: 600,
  margin: '0 0 8px',
  overflowWrap: 'anywhere',
};
const cardTitleStyle: CSSProperties = { fontSize: 16, fontWeight: 600, margin: 0 };

export interface PageFrameProps {
  title: string;
  description?: string;
  /** Links beside the heading (back to the list or overview). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A page of an area: heading (also the tab title) with its links beside it, a line about it, the
 * content. `className` is the area's own (its width and styles).
 */
export function PageFrame({
  title,
  description,
  actions,
  className,
  children,
}: PageFrameProps & { className: string }) {
  const { token } = theme.useToken();
  useDocumentTitle(title);
  return (
    <div className={className}>
      <div style={headerStyle}>
        <h1 style={{ ...titleStyle, color: token.colorTextHeading }}>{title}</h1>
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
    <h2 id={id} style={cardTitleStyle}>
      {children}
    </h2>
  );
}
