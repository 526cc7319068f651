import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/** Waits for the typing to pause before searching (one request per pause, not per key). */
function useSettledText(text: string, delayMs = 300): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}

/** Picks the owner of a new vendor among the active users who belong to no vendor, searched by the server. */
export function OwnerSelect({ value, onChange, id }: OwnerSelectProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  // The chosen user stays named when a later search no longer lists them.
  const [chosen, setChosen] = useState<Option | null>(null);
  const candidates = useOwnerCandidates(useSettledText(keyword), true);
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
