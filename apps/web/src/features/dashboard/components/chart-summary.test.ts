import { beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from '../../../lib/format-amount';
import { formatList } from '../../../lib/format-list';
import { i18n, loadTextBundle } from '../../../lib/i18n';
import { monthLabel, weekLabel } from '../dashboard-format';
import { type ChartData, chartSummary, hasData } from './chart-summary';

beforeAll(async () => {
  await Promise.all([loadTextBundle('dashboard', 'zh-Hant'), loadTextBundle('dashboard', 'en')]);
});

const dot = {
  number: (value: number) => formatAmount(value, '.'),
  list: (items: readonly string[]) => formatList(items, 'zh-Hant'),
};
const comma = {
  number: (value: number) => formatAmount(value, ','),
  list: (items: readonly string[]) => formatList(items, 'en'),
};

const weekly: ChartData = {
  kind: 'line',
  labelHeading: '週次',
  labels: ['11/9 當週', '11/16 當週', '11/23 當週'],
  series: [
    { name: '詢問', values: [1200, 3400, 0] },
    { name: '會議', values: [0, 0, 0] },
  ],
};

describe('chart summaries', () => {
  it('gives each series its total and highest point, numbers in the configured grouping', () => {
    expect(chartSummary(i18n.getFixedT('zh-Hant'), dot, weekly)).toBe(
      '詢問：合計 4.600，最多為 3.400（11/16 當週）。 會議：皆為 0。',
    );
    expect(
      chartSummary(i18n.getFixedT('en'), comma, {
        ...weekly,
        series: [{ name: 'Inquiries', values: [1200, 3400, 0] }],
      }),
    ).toBe('Inquiries: 4,600 in all, at most 3,400 (11/16 當週).');
  });

  it('gives a pie its total and each slice with its share, leaving empty slices out', () => {
    const pie: ChartData = {
      kind: 'doughnut',
      labelHeading: 'Status',
      labels: ['Draft', 'Published', 'Archived'],
      series: [{ name: 'Count', values: [1000, 3000, 0] }],
    };
    expect(chartSummary(i18n.getFixedT('en'), comma, pie)).toBe(
      '4,000 in all: Draft 1,000 (25%) and Published 3,000 (75%).',
    );
    expect(
      chartSummary(i18n.getFixedT('zh-Hant'), dot, { ...pie, labels: ['草稿', '已上架', '已封存'] }),
    ).toBe('合計 4.000：草稿 1.000（25%）和已上架 3.000（75%）。');
  });

  it('treats all-zero data as empty', () => {
    expect(hasData({ ...weekly, series: [{ name: 'x', values: [0, 0] }] })).toBe(false);
    expect(hasData(weekly)).toBe(true);
  });

  it('names weeks by their Monday and months by year and month, in either language', () => {
    expect(weekLabel(i18n.getFixedT('zh-Hant'), '2026-11-02')).toBe('11/2 當週');
    expect(weekLabel(i18n.getFixedT('en'), '2026-11-02')).toBe('Week of 11/2');
    expect(monthLabel(i18n.getFixedT('zh-Hant'), '2026-01')).toBe('2026年1月');
    expect(monthLabel(i18n.getFixedT('en'), '2026-01')).toBe('1/2026');
  });
});
