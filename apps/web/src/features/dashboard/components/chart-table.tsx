import { useTranslation } from 'react-i18next';
import type { ChartData } from './chart-summary';

/** The chart's numbers as a table: a row per label, a column per series (slices: count and share). */
export function ChartTable({ data, format }: { data: ChartData; format: (value: number) => string }) {
  const { t } = useTranslation();
  const round = data.kind === 'pie' || data.kind === 'doughnut';
  const values = data.series[0]?.values ?? [];
  const total = values.reduce((sum, value) => sum + value, 0);
  return (
    <div className="dashboard-table-wrap">
      <table className="dashboard-table">
        <thead>
          <tr>
            <th scope="col">{data.labelHeading}</th>
            {round ? (
              <>
                <th scope="col">{t('dashboard.count')}</th>
                <th scope="col">{t('dashboard.share')}</th>
              </>
            ) : (
              data.series.map((series) => (
                <th scope="col" key={series.name}>
                  {series.name}
                </th>
              ))
            )}
          </tr>
        </thead>
        <tbody>
          {data.labels.map((label, row) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {round ? (
                <>
                  <td>{format(values[row] ?? 0)}</td>
                  <td>{total > 0 ? `${Math.round(((values[row] ?? 0) / total) * 100)}%` : '0%'}</td>
                </>
              ) : (
                data.series.map((series) => <td key={series.name}>{format(series.values[row] ?? 0)}</td>)
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
