import { Tag, theme } from 'antd';
import type { ReactNode } from 'react';

interface WordTagProps {
  icon: ReactNode;
  /** The icon's colour. */
  color: string;
  /** A problem to notice: a red border as well (the words and icon still say what it is). */
  isAlarm?: boolean;
  children: ReactNode;
}

/**
 * A state in words on a neutral tag, the colour only on its icon (and border): antd's tinted tags put
 * light text on a tinted background, below the 4.5:1 contrast text needs. The words always carry the
 * meaning. The colour goes through the tag's `styles` (the tag replaces the icon's own `style`).
 */
export function WordTag({ icon, color, isAlarm = false, children }: WordTagProps) {
  const { token } = theme.useToken();
  return (
    <Tag
      icon={icon}
      variant="outlined"
      className="audit-word-tag"
      styles={{ icon: { color }, root: isAlarm ? { borderColor: token.colorError } : undefined }}
    >
      {children}
    </Tag>
  );
}
