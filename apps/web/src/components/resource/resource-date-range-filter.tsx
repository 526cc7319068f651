import { useTranslation } from 'react-i18next';
import { datePickerFormat } from '../../lib/constants';
import { dayjs } from '../../lib/dayjs-locale';
import { LabelledRangePicker } from '../labelled-range-picker';
import { dateRangeKeys, type ListState, type ResourceFilter } from './list-state';

const dateValueFormat = 'YYYY-MM-DD';

/** A list's date filter: from and to, each optional, written into the condition as `YYYY-MM-DD`. */
export default function ResourceDateRangeFilter({
  filter,
  state,
  onFilters,
}: {
  filter: Extract<ResourceFilter, { kind: 'dateRange' }>;
  state: ListState;
  onFilters: (values: Record<string, string | undefined>) => void;
}) {
  const { t } = useTranslation();
  const [fromKey, toKey] = dateRangeKeys(filter);
  const from = state.filters[fromKey];
  const to = state.filters[toKey];
  return (
    <fieldset className="resource-filter-range">
      <legend className="visually-hidden">{filter.label}</legend>
      <LabelledRangePicker
        startLabel={`${filter.label}：${t('resource.dateFrom')}`}
        endLabel={`${filter.label}：${t('resource.dateTo')}`}
        value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
        format={datePickerFormat}
        allowEmpty={[true, true]}
        placeholder={[t('resource.dateFrom'), t('resource.dateTo')]}
        onChange={(dates) =>
          onFilters({
            [fromKey]: dates?.[0]?.format(dateValueFormat),
            [toKey]: dates?.[1]?.format(dateValueFormat),
          })
        }
      />
    </fieldset>
  );
}
