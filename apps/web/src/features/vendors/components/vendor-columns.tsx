import type { VendorListItem } from '@portal/contracts/vendor';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LogTime } from '../../../components/log-parts';
import type { ResourceColumn } from '../../../components/resource/resource-table';
import { DetailLink } from '../../../components/vendor/detail-link';
import { RegistryCheckTag, VendorLevelTag } from './vendor-tags';

/**
 * The columns of the vendor register, the name linking to the vendor's page; name, UBN, creation and
 * registry check are sorted by the server.
 */
export function useVendorColumns(): ResourceColumn<VendorListItem>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'name',
      title: t('vendors.name'),
      sortable: true,
      render: (_value, vendor) => (
        <DetailLink
          to={`../vendors/detail?id=${encodeURIComponent(vendor.id)}`}
          label={t('vendors.viewNamed', { name: vendor.name })}
        >
          {vendor.name}
        </DetailLink>
      ),
    },
    {
      key: 'ubn',
      title: t('vendors.ubn'),
      sortable: true,
      className: 'audit-nowrap',
      render: (_value, vendor) => <span className="audit-mono">{vendor.ubn}</span>,
    },
    {
      key: 'level',
      title: t('vendors.level'),
      className: 'audit-nowrap',
      render: (_value, vendor) => <VendorLevelTag level={vendor.level} />,
    },
    {
      key: 'registryCheckedTime',
      title: t('vendors.registry'),
      sortable: true,
      className: 'audit-nowrap',
      render: (_value, vendor) => (
        <RegistryCheckTag
          check={{
            checkedTime: vendor.registryCheckedTime,
            status: vendor.registryStatus,
            flagged: vendor.registryFlagged,
          }}
        />
      ),
    },
    {
      key: 'memberCount',
      title: t('vendors.members'),
      align: 'end',
      className: 'audit-nowrap',
      dataIndex: 'memberCount',
    },
    {
      key: 'ownerName',
      title: t('vendors.owner'),
      className: 'audit-nowrap',
      render: (_value, vendor) =>
        vendor.ownerName ?? <Typography.Text type="secondary">{t('registry.none')}</Typography.Text>,
    },
    {
      key: 'createdTime',
      title: t('vendors.createdTime'),
      sortable: true,
      className: 'audit-nowrap',
      render: (_value, vendor) => <LogTime value={vendor.createdTime} />,
    },
  ];
}
