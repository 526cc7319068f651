import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import type { Vendor } from '@portal/contracts/vendor';
import { Alert, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { CardTitle } from '../../../components/page-frame';
import { RecordState } from '../../../components/record-state';
import { RegistryFacts } from '../../../components/vendor/registry-facts';
import { RegistryStatusAlert } from '../../../components/vendor/registry-status';
import { VendorPageFrame } from '../../../components/vendor/vendor-page-frame';
import { VendorServicesCard } from '../../../components/vendor/vendor-services-card';
import { useAuditTexts } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions';
import { useVendor } from '../api/vendors';
import { RegistryCheckButton } from '../components/registry-check-button';
import { VendorCompanyFacts, VendorContactFacts } from '../components/vendor-facts';
import { RegistryCheckTag } from '../components/vendor-tags';

/** What the last registry check saw: when, whether flagged, and the registry's record then. */
function RegistryCheckSection({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation();
  const { registry } = vendor;
  if (!registry.checkedTime) {
    return <Typography.Paragraph>{t('vendors.neverChecked')}</Typography.Paragraph>;
  }
  return (
    <Flex vertical gap="small">
      <Flex wrap gap="small" align="flex-start">
        <span className="audit-nowrap">{t('vendors.lastCheck')}</span>
        <RegistryCheckTag check={registry} />
      </Flex>
      {registry.company ? (
        <>
          <RegistryStatusAlert company={registry.company} />
          <RegistryFacts company={registry.company} />
        </>
      ) : (
        <Alert type="warning" showIcon title={t('vendors.notInRegistry')} />
      )}
    </Flex>
  );
}

/**
 * `vendors/detail?id=` (vendors:read): one vendor's company data, contact person and its last check
 * against the company registry.
 */
export default function VendorDetailPage() {
  return <VendorDetailView />;
}

/** The page with the vendor's people (`people`), which the app composes in from the members feature. */
export function VendorDetailView({ people }: { people?: (vendor: Vendor) => ReactNode }) {
  useAuditTexts();
  const { t } = useTranslation();
  const canAudit = useCan('vendors:audit');
  const canWrite = useCan('vendors:write');
  const id = new URLSearchParams(useLocation().search).get('id') ?? '';
  const query = useVendor(id);
  const vendor = query.data;

  const back = (
    <LinkButton to="../vendors" type="link" icon={<ArrowLeftOutlined aria-hidden />}>
      {t('vendors.back')}
    </LinkButton>
  );

  if (!vendor) {
    return (
      <VendorPageFrame title={t('pages.vendorDetail.title')} actions={back}>
        <RecordState
          id={id}
          query={query}
          notFound={t('vendors.notFound')}
          errorTitle={t('vendors.loadFailed')}
        />
      </VendorPageFrame>
    );
  }

  return (
    <VendorPageFrame title={vendor.name} actions={back}>
      <Flex vertical gap="middle">
        <Card title={<CardTitle>{t('vendors.company')}</CardTitle>}>
          <VendorCompanyFacts vendor={vendor} />
        </Card>
        {vendor.contact && (
          <Card title={<CardTitle>{t('vendors.contact')}</CardTitle>}>
            <VendorContactFacts contact={vendor.contact} />
          </Card>
        )}
        <Card title={<CardTitle>{t('vendors.registryCheck')}</CardTitle>}>
          <Flex vertical gap="middle">
            <RegistryCheckSection vendor={vendor} />
            {canAudit && (
              <div>
                <RegistryCheckButton />
              </div>
            )}
          </Flex>
        </Card>
        <VendorServicesCard vendorId={vendor.id} canEdit={canWrite} />
        {people?.(vendor)}
      </Flex>
    </VendorPageFrame>
  );
}
