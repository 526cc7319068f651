import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { VendorListItem } from '@portal/contracts/vendor';
import { vendorLevels } from '@portal/contracts/vendor-keys';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import type { ListSort, ResourceFilter } from '../../../components/resource/list-state';
import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { vendorsResource } from '../../../lib/api/vendors-resource';
import { useAuditTexts } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions';
import { RegistryCheckButton } from '../components/registry-check-button';
import { useVendorColumns } from '../components/vendor-columns';
import '../../../components/vendor/vendor-pages.css';

const defaultSort: ListSort = { field: 'name', dir: 'asc' };

/**
 * 供應商名冊 (vendors:read): every vendor with its level, members, owner and what the last registry
 * check found. Holders of vendors:audit can start a re-check now; of vendors:write, add a vendor.
 */
export default function VendorsPage() {
  useAuditTexts();
  const { t } = useTranslation();
  const canAudit = useCan('vendors:audit');
  const canWrite = useCan('vendors:write');
  const columns = useVendorColumns();
  const filters: ResourceFilter[] = [
    {
      kind: 'select',
      name: 'level',
      label: t('vendors.level'),
      options: vendorLevels.map((level) => ({ value: level, label: t(`vendors.levels.${level}`) })),
    },
    {
      kind: 'boolean',
      name: 'registryFlagged',
      label: t('vendors.flaggedFilter'),
      trueLabel: t('vendors.flaggedYes'),
      falseLabel: t('vendors.flaggedNo'),
    },
  ];
  const toolbar =
    canAudit || canWrite ? (
      <>
        {canAudit && <RegistryCheckButton />}
        {canWrite && (
          <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to="../company/create">
            {t('vendors.create')}
          </LinkButton>
        )}
      </>
    ) : undefined;
  return (
    <ResourceListPage<VendorListItem>
      resource={vendorsResource}
      exportList="Vendors"
      title={t('pages.vendors.title')}
      description={t('pages.vendors.description')}
      columns={columns}
      filters={filters}
      defaultSort={defaultSort}
      keyword={{ placeholder: t('vendors.keywordPlaceholder') }}
      emptyText={t('vendors.empty')}
      toolbar={toolbar}
    />
  );
}
