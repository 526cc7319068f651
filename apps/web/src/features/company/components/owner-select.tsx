import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOwnerCandidates } from '../api/list-owner-candidates';

interface OwnerSelectProps {
  /** From Form.Item: the chosen user's id and the input's id (the label points at it). */
  value?: string;
  onChange?: (userId: string) => void;
  id?: string;
}

interface Option {
  value: string;
  label: string;
}

// How long typing must pause before the users are searched.
const searchDelayMs = 300;

/** Picks the owner of a new vendor among the active users who belong to no vendor, searched by the server. */
export function OwnerSelect({ value, onChange, id }: OwnerSelectProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  // The chosen user stays named when a later search no longer lists them.
  const [chosen, setChosen] = useState<Option | null>(null);
  const candidates = useOwnerCandidates(useDebouncedValue(keyword, searchDelayMs), true);
  const found: Option[] = (candidates.data?.data ?? []).map((user) => ({
    value: user.id,
    label: t('company.create.candidate', { name: user.name, account: user.account }),
  }));
  const options =
    chosen && !found.some((option) => option.value === chosen.value) ? [chosen, ...found] : found;
  return (
    <Select<string, Option>
      id={id}
      value={value}
      onChange={(userId, option) => {
        setChosen(Array.isArray(option) ? null : (option ?? null));
        onChange?.(userId);
      }}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      options={options}
      loading={candidates.isFetching}
      placeholder={t('company.create.ownerPlaceholder')}
      notFoundContent={candidates.isFetching ? null : t('company.create.noCandidates')}
    />
  );
}
