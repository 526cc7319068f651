import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { PageFrame } from '../../../components/page-frame';
import { useTextBundles } from '../../../lib/i18n';
import { VendorPeople } from '../components/vendor-people';
import { useMyVendorName } from '../use-my-vendor-name';

/** `member`: my vendor's people, their roles and the pending invitations; leaving is on my own row. */
export default function MemberPage() {
  useTextBundles('members');
  const { t } = useTranslation();
  const vendor = useMyVendorName();
  return (
    <PageFrame
      title={t('pages.member.title')}
      description={t('pages.member.description')}
      className="members-page"
    >
      {vendor.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : vendor.data ? (
        <VendorPeople vendorName={vendor.data} />
      ) : (
        <Alert
          type="info"
          showIcon
          title={t('pages.companyNotVendor.description')}
          action={<LinkButton to="../company-not-vendor">{t('pages.companyNotVendor.title')}</LinkButton>}
        />
      )}
    </PageFrame>
  );
}
