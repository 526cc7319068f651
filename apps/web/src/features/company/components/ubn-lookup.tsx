import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UbnField } from '../../../components/ubn-field';
import { RegistryLookupAlert } from './registry-lookup-alert';
import type { LookupOutcome } from './use-registry-lookup';

interface UbnLookupProps {
  isLookingUp: boolean;
  onLookup: () => void;
  outcome: LookupOutcome | null;
  /** A line between the field and the button. */
  note?: ReactNode;
}

/** The UBN, the button looking it up in the company registry, and what the lookup found. */
export function UbnLookup({ isLookingUp, onLookup, outcome, note }: UbnLookupProps) {
  const { t } = useTranslation();
  return (
    <>
      <UbnField
        texts={{
          label: t('company.ubn.label'),
          hint: t('company.ubn.hint'),
          typed: (count) => t('company.ubn.typed', { count }),
          valid: t('company.ubn.valid'),
          checksum: t('company.ubn.checksum'),
          digits: t('company.ubn.digits'),
          required: t('company.ubn.required'),
        }}
      />
      {note}
      <Button
        icon={<SearchOutlined aria-hidden />}
        loading={isLookingUp}
        onClick={onLookup}
        className="company-alert"
      >
        {t('company.lookup.button')}
      </Button>
      {outcome && <RegistryLookupAlert outcome={outcome} />}
    </>
  );
}
