import CheckOutlined from '@ant-design/icons/CheckOutlined';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import MinusOutlined from '@ant-design/icons/MinusOutlined';
import type { RegistryCompany } from '@portal/contracts/registry';
import { Grid, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatAmount } from '../../../lib/use-format-amount';
import {
  type ComparableCompany,
  type ComparisonResult,
  compareWithRegistry,
  type FieldComparison,
} from '../registry-compare';

/** What a row found, as an icon and a word (the row's colour is only an extra cue). */
function ResultMarker({ result }: { result: ComparisonResult }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const icons: Record<ComparisonResult, ReactNode> = {
    same: <CheckOutlined aria-hidden style={{ color: token.colorSuccess }} />,
    different: <ExclamationCircleFilled aria-hidden style={{ color: token.colorError }} />,
    missing: <MinusOutlined aria-hidden style={{ color: token.colorTextDescription }} />,
  };
  return (
    <span className="audit-compare-marker">
      {icons[result]} {t(`vendorAudit.comparison.${result}`)}
    </span>
  );
}

const hasMask = (name: string | null) => name !== null && /[O○〇Ｏ*＊]/u.test(name);

/**
 * What the applicant typed beside the registry's record, field by field, each marked same, different or
 * not comparable (compared loosely: see registry-compare.ts). Without a record the typed side stands
 * alone, every row "cannot compare".
 */
export function RegistryComparison({
  company,
  registry,
}: {
  company: ComparableCompany;
  registry: RegistryCompany | null;
}) {
  const { t } = useTranslation();
  const formatAmount = useFormatAmount();
  const isPhone = Grid.useBreakpoint().sm === false;
  const rows = compareWithRegistry(company, registry);
  const show = (row: FieldComparison, value: string | number | null) => {
    if (value === null || value === '') return <span className="audit-none">{t('registry.none')}</span>;
    return row.field === 'capital' ? formatAmount(Number(value)) : String(value);
  };
  const note = (
    <p className="audit-note">
      {t('vendorAudit.comparison.looseNote')}
      {hasMask(registry?.representative ?? null) && ` ${t('vendorAudit.comparison.maskedNote')}`}
    </p>
  );

  // A phone has no room for four columns: each field becomes a small block, the two values stacked.
  if (isPhone) {
    return (
      <>
        <ul className="audit-compare-list" aria-label={t('vendorAudit.comparison.caption')}>
          {rows.map((row) => (
            <li key={row.field} className={`audit-compare-${row.result}`} data-result={row.result}>
              <div className="audit-compare-list-head">
                <strong>{t(`vendorAudit.fields.${row.field}`)}</strong>
                <ResultMarker result={row.result} />
              </div>
              <dl>
                <dt>{t('vendorAudit.comparison.typed')}</dt>
                <dd>{show(row, row.typed)}</dd>
                <dt>{t('vendorAudit.comparison.registry')}</dt>
                <dd>{show(row, row.registry)}</dd>
              </dl>
            </li>
          ))}
        </ul>
        {note}
      </>
    );
  }

  return (
    <>
      <div className="audit-table-scroll">
        <table className="audit-compare">
          <caption className="visually-hidden">{t('vendorAudit.comparison.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('vendorAudit.comparison.field')}</th>
              <th scope="col">{t('vendorAudit.comparison.typed')}</th>
              <th scope="col">{t('vendorAudit.comparison.registry')}</th>
              <th scope="col">{t('vendorAudit.comparison.result')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field} className={`audit-compare-${row.result}`} data-result={row.result}>
                <th scope="row">{t(`vendorAudit.fields.${row.field}`)}</th>
                <td>{show(row, row.typed)}</td>
                <td>{show(row, row.registry)}</td>
                <td>
                  <ResultMarker result={row.result} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note}
    </>
  );
}
