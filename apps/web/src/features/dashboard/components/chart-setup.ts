import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
  type TooltipItem,
} from 'chart.js';
import type { ChartData } from './chart-summary';

// Only the four chart types the dashboard draws, with what they need (Chart.js tree-shaking).
Chart.register(
  LineController,
  BarController,
  PieController,
  DoughnutController,
  LineElement,
  PointElement,
  BarElement,
  ArcElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

/** Distinct in hue and lightness, so neighbours stay apart for colour-blind readers too. */
export const chartColours = [
  '#1677ff',
  '#fa8c16',
  '#389e0d',
  '#c41d7f',
  '#722ed1',
  '#08979c',
  '#d4b106',
  '#8c8c8c',
  '#cf1322',
];

/** Draws `data` on `canvas`; numbers on the axes and tooltips go through `format` (the configured grouping). */
export function drawChart(
  canvas: HTMLCanvasElement,
  data: ChartData,
  format: (value: number) => string,
): Chart {
  const round = data.kind === 'pie' || data.kind === 'doughnut';
  return new Chart(canvas, {
    type: data.kind,
    data: {
      labels: data.labels,
      datasets: data.series.map((series, index) => ({
        label: series.name,
        data: series.values,
        backgroundColor: round
          ? data.labels.map((_, i) => chartColours[i % chartColours.length])
          : chartColours[index],
        borderColor: round ? '#fff' : chartColours[index],
        tension: 0.2,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: {
        legend: { display: round || data.series.length > 1, position: 'bottom' },
        tooltip: {
          callbacks: {
            label: (item: TooltipItem<'line'>) => `${item.dataset.label ?? ''}: ${format(Number(item.raw))}`,
          },
        },
      },
      ...(round
        ? {}
        : {
            scales: {
              x: { stacked: data.stacked ?? false },
              y: {
                stacked: data.stacked ?? false,
                beginAtZero: true,
                ticks: { precision: 0, callback: (value: string | number) => format(Number(value)) },
              },
            },
          }),
    },
  } as never);
}
