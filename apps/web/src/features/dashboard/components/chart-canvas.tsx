import { useEffect, useRef } from 'react';
import { afterNextPaint } from '../../../lib/after-next-paint';
import type { ChartData } from './chart-summary';

/**
 * The drawn chart. Chart.js (its own chunk, the dashboard's largest file) is fetched once the widgets
 * with their summaries have been painted, never with the page itself: the page's first screen does not
 * wait for it. The canvas reads as an image named by the chart's summary.
 */
export function ChartCanvas({
  data,
  format,
  label,
}: {
  data: ChartData;
  format: (value: number) => string;
  /** What the chart shows, in words (its summary). */
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    const cancelLoad = afterNextPaint(() => {
      void import('./chart-setup').then(({ drawChart }) => {
        if (cancelled || !canvas.current?.getContext('2d')) return;
        chart = drawChart(canvas.current, data, format);
      });
    });
    return () => {
      cancelled = true;
      cancelLoad();
      chart?.destroy();
    };
  }, [data, format]);
  return (
    <div className="dashboard-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
