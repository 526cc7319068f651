import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '../lib/relative-time';
import { formatTaipeiTime } from '../lib/taipei-time';
import './log-parts.css';

/** A log's time: the absolute Taiwan time, and under it how long ago that was. */
export function LogTime({ value }: { value: string }) {
  // Re-rendered when the language changes, for the relative time.
  useTranslation();
  return (
    <time dateTime={value} className="log-time">
      <span>{formatTaipeiTime(value)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatRelativeTime(value)}
      </Typography.Text>
    </time>
  );
}

/**
 * Long text shown as one line (`summary`) that opens, in place, to the whole of it in monospace with
 * its new lines kept. A native disclosure: keyboard and screen readers know how to open it.
 */
export function ExpandableText({ summary, text }: { summary: ReactNode; text: string }) {
  return (
    <details className="log-disclosure">
      <summary>{summary}</summary>
      <pre className="log-pre log-mono">{text}</pre>
    </details>
  );
}

/** The first line of a text (the summary of a long one). */
export function firstLine(text: string): string {
  return text.split(/\r?\n/, 1)[0] ?? '';
}
