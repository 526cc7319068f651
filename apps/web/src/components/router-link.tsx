import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/** An in-app link in the theme's link colour (contrast-checked in both modes). */
export function RouterLink({ to, children }: { to: string; children: ReactNode }) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  const { token } = theme.useToken();
  return (
    <a href={href} onClick={handleClick} className="router-link" style={{ color: token.colorLink }}>
      {children}
    </a>
  );
}
