import { Button, Empty } from 'antd';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatList } from '../../../lib/format-list';
import { useFormatAmount } from '../../../lib/use-format-amount';
import { ChartCanvas } from './chart-canvas';
import { type ChartData, chartSummary, hasData } from './chart-summary';
import { ChartTable } from './chart-table';

/**
 * A chart with its text summary (always there, read first) and a toggle between the drawing and a
 * table of the same numbers. All-zero data shows the widget's empty text instead.
 */
export function ChartView({ data, empty }: { data: ChartData; empty: string }) {
  const { t } = useTranslation();
  const formatAmount = useFormatAmount();
  const list = useFormatList();
  const number = useCallback((value: number) => formatAmount(value), [formatAmount]);
  const [asTable, setAsTable] = useState(false);
  const summaryId = useId();
  if (!hasData(data)) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  const summary = chartSummary(t, { number, list }, data);
  return (
    <figure className="dashboard-figure" aria-describedby={summaryId}>
      <p id={summaryId} className="dashboard-summary">
        {summary}
      </p>
      {asTable ? (
        <ChartTable data={data} format={number} />
      ) : (
        <ChartCanvas data={data} format={number} label={summary} />
      )}
      <Button size="small" type="link" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
        {asTable ? t('dashboard.showChart') : t('dashboard.showTable')}
      </Button>
    </figure>
  );
}
