import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/**
 * A row's name as the link to its detail page. `label` says where it leads ("檢視「…」的申請") and holds
 * the visible name, so speech input can still use the words on screen.
 */
export function DetailLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  const { token } = theme.useToken();
  return (
    <a
      href={href}
      onClick={handleClick}
      aria-label={label}
      className="audit-detail-link"
      style={{ color: token.colorLink }}
    >
      {children}
    </a>
  );
}
