import type { ReactNode } from 'react';
import './word-tag.css';

/** The colour of a tag's icon: one of the theme's (they follow dark mode). */
export type WordTagTone = 'success' | 'warning' | 'error' | 'primary' | 'muted';

/**
 * A state in words on a neutral outlined tag, the colour only on its icon: antd's tinted tags put light
 * text on a tinted background, below the 4.5:1 contrast text needs, so the words carry the meaning.
 * Drawn as antd's `Tag variant="outlined"` from the theme's CSS variables, in plain elements: a list
 * shows several a row, and antd's Tag costs its style hooks each time (bench P8); it also drops an
 * icon's own `style`, so a colour given there never showed.
 */
export function WordTag({
  icon,
  tone,
  isAlarm = false,
  children,
}: {
  icon?: ReactNode;
  tone?: WordTagTone;
  /** A problem to notice: a red border as well. */
  isAlarm?: boolean;
  children: ReactNode;
}) {
  const classes = ['word-tag', tone && `word-tag-${tone}`, isAlarm && 'word-tag-alarm'];
  return (
    <span className={classes.filter(Boolean).join(' ')}>
      {icon}
      <span>{children}</span>
    </span>
  );
}
