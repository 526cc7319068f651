import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A widget's short list: each line a title (a link when it has a page) and a quiet second line. */
export function WidgetList({
  items,
}: {
  items: { key: string; title: ReactNode; to?: string | undefined; meta?: ReactNode }[];
}) {
  return (
    <ul className="dashboard-list">
      {items.map((item) => (
        <li key={item.key}>
          <span className="dashboard-list-title">
            {item.to ? <RouterLink to={item.to}>{item.title}</RouterLink> : item.title}
          </span>
          {item.meta && <span className="dashboard-list-meta">{item.meta}</span>}
        </li>
      ))}
    </ul>
  );
}
