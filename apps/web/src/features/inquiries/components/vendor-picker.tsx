import type { VendorDirectoryEntry } from '@portal/contracts/vendor-member';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { searchVendors } from '../api/inquiries-api';

interface VendorPickerProps {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** A vendor already chosen (from the address), shown before any search. */
  known: { id: string; name: string } | null;
}

/** Picks an active vendor by name or UBN (`GET /VendorDirectory`, searched as the person types). */
export function VendorPicker({ id, value, onChange, known }: VendorPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim(), 300);
  const [results, setResults] = useState<VendorDirectoryEntry[]>([]);
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    if (!keyword) return;
    let current = true;
    setSearching(true);
    searchVendors(keyword)
      .then((found) => current && setResults(found))
      .catch(() => current && setResults([]))
      .finally(() => current && setSearching(false));
    return () => {
      current = false;
    };
  }, [keyword]);

  const options = results.map((vendor) => ({ value: vendor.id, label: `${vendor.name}（${vendor.ubn}）` }));
  if (known && !options.some((option) => option.value === known.id)) {
    options.unshift({ value: known.id, label: known.name });
  }
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      onChange={onChange}
      options={options}
      loading={searching}
      placeholder={t('inquiries.vendorSearch')}
      notFoundContent={null}
      aria-label={t('inquiries.to')}
    />
  );
}
