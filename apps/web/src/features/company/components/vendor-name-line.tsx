import UserOutlined from '@ant-design/icons/UserOutlined';
import type { Vendor } from '@portal/contracts/vendor';
import { useTranslation } from 'react-i18next';
import { WordTag } from '../../../components/word-tag';
import { LevelTag, VendorStatusTag } from './company-tags';

/** The vendor's name as a heading, with its level (shown wherever the vendor shows) and my role in it. */
export function VendorNameLine({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation();
  return (
    <div className="company-name-line">
      <h2 className="company-section-title" style={{ margin: 0 }}>
        {vendor.name}
      </h2>
      <LevelTag level={vendor.level} />
      {vendor.status === 'suspended' && <VendorStatusTag status={vendor.status} />}
      {vendor.myRole && (
        <WordTag icon={<UserOutlined aria-hidden />}>{t(`company.roles.${vendor.myRole}`)}</WordTag>
      )}
    </div>
  );
}
