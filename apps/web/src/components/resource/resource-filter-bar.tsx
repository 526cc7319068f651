import { maxKeywordLength } from '@portal/contracts/list-keys';
import { Button, Flex, Input, Select, Skeleton } from 'antd';
import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminTexts } from '../../lib/i18n';
import { hasActiveFilters, type ListState, type ResourceFilter } from './list-state';

// The date picker (and dayjs) come only with a list that filters by dates.
const ResourceDateRangeFilter = lazy(() => import('./resource-date-range-filter'));

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
          maxLength={maxKeywordLength}
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

interface FilterControlProps {
  filter: ResourceFilter;
  state: ListState;
  onFilters: ResourceFilterBarProps['onFilters'];
}

/**
 * One filter, drawn again only when it or the list's state changes. Pages write their filters inline,
 * so a filter is compared by content: the users list's roles arriving redrew every select of the bar
 * (about 100 ms of a phone's main thread at 4× CPU, bench P8), where only the new one needs drawing.
 */
const FilterControl = memo(
  FilterControlDrawn,
  (before: FilterControlProps, after: FilterControlProps) =>
    before.state === after.state &&
    before.onFilters === after.onFilters &&
    JSON.stringify(before.filter) === JSON.stringify(after.filter),
);

function FilterControlDrawn({ filter, state, onFilters }: FilterControlProps) {
  const { t } = useTranslation();
  if (filter.kind === 'dateRange') {
    return (
      <Suspense fallback={<Skeleton.Input active style={{ width: 256 }} />}>
        <ResourceDateRangeFilter filter={filter} state={state} onFilters={onFilters} />
      </Suspense>
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
