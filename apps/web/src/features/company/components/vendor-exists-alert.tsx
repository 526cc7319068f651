import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { useVendorPublic } from '../api/get-vendor-public';
import { LevelTag } from './company-tags';

export interface ExistingVendor {
  id: string | null;
  name: string;
}

/**
 * The UBN already belongs to a vendor: say which (with its level), and point to joining it instead: the
 * page linked searches for it by name, ready to ask to join.
 */
export function VendorExistsAlert({ vendor }: { vendor: ExistingVendor }) {
  const { t } = useTranslation();
  const details = useVendorPublic(vendor.id);
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={
        <span className="company-name-line">
          {t('company.apply.existsTitle', { name: details.data?.name ?? vendor.name })}
          {details.data && <LevelTag level={details.data.level} />}
        </span>
      }
      description={t('company.apply.existsText')}
      action={
        <LinkButton to={`../company-not-vendor?${new URLSearchParams({ keyword: vendor.name }).toString()}`}>
          {t('company.apply.askToJoin')}
        </LinkButton>
      }
      className="company-alert"
    />
  );
}
