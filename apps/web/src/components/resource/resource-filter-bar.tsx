import { listKeywordSchema } from '@portal/contracts/list';
import { Button, DatePicker, Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { datePickerFormat } from '../../lib/constants';
import { maxLengthOf } from '../../lib/contract-rules';
import { dayjs } from '../../lib/dayjs-locale';
import { useAdminTexts } from '../../lib/i18n';
import { dateRangeKeys, hasActiveFilters, type ListState, type ResourceFilter } from './list-state';

const dateValueFormat = 'YYYY-MM-DD';

export interface ResourceFilterBarProps {
  filters: readonly ResourceFilter[];
  state: ListState;
  /** The keyword search box; `false` leaves it out. */
  keyword: false | { placeholder?: string };
  onKeyword: (keyword: string) => void;
  onFilters: (values: Record<string, string | undefined>) => void;
  onClear: () => void;
}

/** The keyword search and the declared filters of a list, wrapping onto more lines on a narrow screen. */
export function ResourceFilterBar({
  filters,
  state,
  keyword,
  onKeyword,
  onFilters,
  onClear,
}: ResourceFilterBarProps) {
  useAdminTexts();
  const { t } = useTranslation();
  if (keyword === false && filters.length === 0) return null;
  return (
    <Flex
      wrap
      gap="small"
      align="center"
      role="search"
      aria-label={t('resource.filters')}
      className="resource-filters"
    >
      {keyword !== false && (
        <Input.Search
          // Remounted when the address changes (Back, clear), so the box shows the keyword in effect.
          key={state.keyword}
          defaultValue={state.keyword}
          aria-label={t('resource.keyword')}
          placeholder={keyword.placeholder ?? t('resource.keywordPlaceholder')}
          allowClear
          maxLength={maxLengthOf(listKeywordSchema)}
          onSearch={(value) => onKeyword(value)}
          style={{ width: 280, maxWidth: '100%' }}
        />
      )}
      {filters.map((filter) => (
        <FilterControl key={filter.name} filter={filter} state={state} onFilters={onFilters} />
      ))}
      {hasActiveFilters(state) && (
        <Button type="link" onClick={onClear}>
          {t('resource.clearFilters')}
        </Button>
      )}
    </Flex>
  );
}

function FilterControl({
  filter,
  state,
  onFilters,
}: {
  filter: ResourceFilter;
  state: ListState;
  onFilters: ResourceFilterBarProps['onFilters'];
}) {
  const { t } = useTranslation();
  if (filter.kind === 'dateRange') {
    const [fromKey, toKey] = dateRangeKeys(filter);
    const from = state.filters[fromKey];
    const to = state.filters[toKey];
    return (
      <fieldset className="resource-filter-range">
        <legend className="visually-hidden">{filter.label}</legend>
        <DatePicker.RangePicker
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
  const options =
    filter.kind === 'select'
      ? filter.options
      : [
          { value: 'true', label: filter.trueLabel ?? t('resource.yes') },
          { value: 'false', label: filter.falseLabel ?? t('resource.no') },
        ];
  return (
    <Select
      aria-label={filter.label}
      placeholder={filter.label}
      allowClear
      showSearch={options.length > 8 ? { optionFilterProp: 'label' } : false}
      value={state.filters[filter.name]}
      options={options.map((option) => ({ value: option.value, label: option.label }))}
      onChange={(value: string | undefined) => onFilters({ [filter.name]: value })}
      style={{ minWidth: 160, maxWidth: '100%' }}
      popupMatchSelectWidth={false}
    />
  );
}
