import EditOutlined from '@ant-design/icons/EditOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import PlusCircleOutlined from '@ant-design/icons/PlusCircleOutlined';
import { redactedValue } from '@portal/contracts/action-log-keys';
import { Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { diffRecords, displayValue, type FieldChange } from '../record-diff';

type Kind = FieldChange['kind'];

const kindIcons: Record<Exclude<Kind, 'unchanged'>, ReactNode> = {
  added: <PlusCircleOutlined aria-hidden />,
  removed: <MinusCircleOutlined aria-hidden />,
  changed: <EditOutlined aria-hidden />,
};

/** What happened to a field, as an icon and a word (the row's colour is only an extra cue). */
function KindMarker({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const label = t(`actionLog.kinds.${kind}`);
  if (kind === 'unchanged') return <span className="visually-hidden">{label}</span>;
  return (
    <span className="record-diff-marker">
      {kindIcons[kind]} {label}
    </span>
  );
}

/** One value of the log: `[REDACTED]` as a lock tag, nothing as "(none)", the rest as text or JSON. */
export function LogValue({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (value === undefined) {
    return <span className="record-diff-none">{t('actionLog.noValue')}</span>;
  }
  if (value === redactedValue) {
    return (
      <Tooltip title={t('actionLog.redactedHint')} trigger={['hover', 'focus']}>
        <Tag icon={<LockOutlined aria-hidden />} tabIndex={0}>
          {t('actionLog.redacted')}
        </Tag>
      </Tooltip>
    );
  }
  return <span className="record-diff-value log-mono">{displayValue(value)}</span>;
}

/**
 * An entry's before and after, field by field: the fields that differ first, each marked added,
 * removed or changed in words and an icon as well as by the row's colour.
 */
export function RecordDiffTable({
  before,
  after,
}: {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}) {
  const { t } = useTranslation();
  const changes = diffRecords(before, after);
  return (
    <div className="record-diff-scroll">
      <table className="record-diff">
        <caption className="visually-hidden">{t('actionLog.diffCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('actionLog.difference')}</th>
            <th scope="col">{t('actionLog.field')}</th>
            <th scope="col">{t('actionLog.before')}</th>
            <th scope="col">{t('actionLog.after')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field} className={`record-diff-${change.kind}`} data-kind={change.kind}>
              <td>
                <KindMarker kind={change.kind} />
              </td>
              <th scope="row" className="log-mono">
                {change.field}
              </th>
              <td>
                <LogValue value={change.before} />
              </td>
              <td>
                <LogValue value={change.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The details an event logged (a sign-in's account, an export's filters): field and value. */
export function RecordDataTable({ data }: { data: Record<string, unknown> }) {
  const { t } = useTranslation();
  return (
    <div className="record-diff-scroll">
      <table className="record-diff">
        <thead>
          <tr>
            <th scope="col">{t('actionLog.field')}</th>
            <th scope="col">{t('actionLog.value')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(data).map(([field, value]) => (
            <tr key={field}>
              <th scope="row" className="log-mono">
                {field}
              </th>
              <td>
                <LogValue value={value} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
