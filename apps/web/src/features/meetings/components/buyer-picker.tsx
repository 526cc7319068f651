import { Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useBuyerSearch } from '../api/meetings-api';

/**
 * Staff arranging a meeting choose the buyer it is for: a search over active people in no vendor
 * (`GET /Users`, which staff may read). Left empty, the staff member meets the vendor themselves.
 */
export function BuyerPicker() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const buyers = useBuyerSearch(useDebouncedValue(keyword, 300), open || keyword.trim().length > 0);
  return (
    <Form.Item name="personUserId" label={t('meetings.form.buyer')} extra={t('meetings.form.buyerHelp')}>
      <Select
        allowClear
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        onOpenChange={setOpen}
        placeholder={t('meetings.form.buyerPlaceholder')}
        loading={buyers.isFetching}
        notFoundContent={buyers.isFetching ? undefined : t('meetings.form.noBuyers')}
        options={(buyers.data ?? []).map((person) => ({
          value: person.id,
          label: person.email
            ? `${person.name}（${person.account}・${person.email}）`
            : `${person.name}（${person.account}）`,
        }))}
      />
    </Form.Item>
  );
}
