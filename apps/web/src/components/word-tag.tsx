import type { ReactNode } from 'react';
import './word-tag.css';

/**
 * A word on a neutral outlined tag, drawn as antd's `Tag variant="outlined"` from the theme's variables
 * but with plain elements: a list shows several per row, and antd's Tag costs its style hooks each time
 * (bench P8). The colour, when there is one, goes on the icon: antd's tinted tags put light text on a
 * tinted background below the 4.5:1 contrast text needs.
 */
export function WordTag({
  icon,
  tone,
  children,
}: {
  icon?: ReactNode;
  /** The icon's colour: the theme's success, warning or error colour (which follow dark mode). */
  tone?: 'success' | 'warning' | 'error';
  children: ReactNode;
}) {
  return (
    <span className={tone ? `word-tag word-tag-${tone}` : 'word-tag'}>
      {icon}
      <span>{children}</span>
    </span>
  );
}
