import type { TFunction } from 'i18next';

/** One chart's data: labels along the axis (or the slices), and one or more series of counts. */
export interface ChartData {
  kind: 'line' | 'bar' | 'pie' | 'doughnut';
  /** The heading of the labels' column in the table view. */
  labelHeading: string;
  labels: string[];
  series: { name: string; values: number[] }[];
  /** Bars stacked (one bar per label, a part per series). */
  stacked?: boolean;
}

/** How the summary writes numbers (the configured grouping) and joins the slices (the language's way). */
export interface SummaryFormat {
  number: (value: number) => string;
  list: (items: readonly string[]) => string;
}

/** Whether a chart has anything to show (every count zero reads as the empty state). */
export function hasData(data: ChartData): boolean {
  return data.series.some((series) => series.values.some((value) => value > 0));
}

/**
 * The chart in words, for screen readers and anyone who prefers text: per series, its total and its
 * highest point; for a pie or doughnut, the total and each slice's count and share (whole percents).
 */
export function chartSummary(t: TFunction, format: SummaryFormat, data: ChartData): string {
  if (data.kind === 'pie' || data.kind === 'doughnut') {
    const values = data.series[0]?.values ?? [];
    const total = values.reduce((sum, value) => sum + value, 0);
    const parts = data.labels
      .map((name, index) => ({ name, value: values[index] ?? 0 }))
      .filter((part) => part.value > 0)
      .map((part) =>
        t('dashboard.summary.part', {
          name: part.name,
          value: format.number(part.value),
          percent: total > 0 ? Math.round((part.value / total) * 100) : 0,
        }),
      );
    return t('dashboard.summary.parts', { total: format.number(total), parts: format.list(parts) });
  }
  return data.series
    .map((series) => {
      const total = series.values.reduce((sum, value) => sum + value, 0);
      if (total === 0) return t('dashboard.summary.seriesEmpty', { name: series.name });
      const max = Math.max(...series.values);
      const at = data.labels[series.values.indexOf(max)] ?? '';
      return t('dashboard.summary.series', {
        name: series.name,
        total: format.number(total),
        max: format.number(max),
        at,
      });
    })
    .join(' ');
}
