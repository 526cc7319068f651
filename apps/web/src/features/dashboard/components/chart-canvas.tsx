import { useEffect, useRef } from 'react';
import type { ChartData } from './chart-summary';

/**
 * The drawn chart. Chart.js is fetched with the first chart drawn (its own chunk), never with the page
 * itself. The canvas reads as an image named by the chart's summary.
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
    void import('./chart-setup').then(({ drawChart }) => {
      if (cancelled || !canvas.current?.getContext('2d')) return;
      chart = drawChart(canvas.current, data, format);
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [data, format]);
  return (
    <div className="dashboard-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
