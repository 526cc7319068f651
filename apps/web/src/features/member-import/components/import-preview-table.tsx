import type { ImportRow } from '@portal/contracts/member-import';
import { Segmented, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterRows, hasProblem, type RowFilter, stateColors, verdictColors } from '../import-verdicts';

/**
 * Every row of a preview with its verdict and, for a row not invited, why (in the reader's language, from
 * the server). Filtered to the rows needing attention when there are any.
 */
export function ImportPreviewTable({ rows }: { rows: ImportRow[] }) {
  const { t } = useTranslation();
  const problems = rows.filter(hasProblem).length;
  const [filter, setFilter] = useState<RowFilter>(problems > 0 ? 'problems' : 'all');
  const shown = filterRows(rows, filter);
  const columns: TableColumnsType<ImportRow> = [
    { title: t('memberImport.columns.row'), dataIndex: 'row', width: 64 },
    { title: t('memberImport.columns.email'), dataIndex: 'email', ellipsis: true },
    { title: t('memberImport.columns.name'), dataIndex: 'name', responsive: ['md'] },
    { title: t('memberImport.columns.role'), dataIndex: 'role', responsive: ['md'] },
    {
      title: t('memberImport.columns.verdict'),
      key: 'verdict',
      render: (_, row) => (
        <>
          <Tag color={verdictColors[row.verdict]}>{t(`memberImport.verdicts.${row.verdict}`)}</Tag>
          {row.state === 'done' || row.state === 'failed' ? (
            <Tag color={stateColors[row.state]}>{t(`memberImport.states.${row.state}`)}</Tag>
          ) : null}
        </>
      ),
    },
    {
      title: t('memberImport.columns.reason'),
      key: 'reason',
      render: (_, row) =>
        row.problems.map((problem) => (
          <div key={`${problem.field ?? ''}${problem.code}`}>
            {problem.field ? `${t(`memberImport.columns.${problem.field}`)}：` : ''}
            {problem.message}
          </div>
        )),
    },
  ];
  return (
    <div>
      <Segmented<RowFilter>
        value={filter}
        onChange={setFilter}
        options={(['all', 'problems', 'invite'] as const).map((value) => ({
          value,
          label: t(`memberImport.filter.${value}`),
        }))}
        style={{ marginBottom: 12 }}
      />
      <Table<ImportRow>
        size="small"
        rowKey="row"
        columns={columns}
        dataSource={shown}
        pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
        locale={{ emptyText: t('memberImport.empty') }}
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}
