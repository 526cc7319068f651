import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import type { Application } from '@portal/contracts/vendor-application';
import { Alert, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { CardTitle } from '../../../components/page-frame';
import { RecordState } from '../../../components/record-state';
import { RegistryFacts } from '../../../components/vendor/registry-facts';
import { RegistryStatusAlert } from '../../../components/vendor/registry-status';
import { VendorPageFrame } from '../../../components/vendor/vendor-page-frame';
import { useAuditTexts } from '../../../lib/i18n';
import { useAudit } from '../api/audits';
import { ApplicationDocuments } from '../components/application-documents';
import { ApplicationSummary } from '../components/application-summary';
import { ApplicationTimeline } from '../components/application-timeline';
import { DecisionPanel } from '../components/decision-panel';
import { RegistryComparison } from '../components/registry-comparison';
import { TypedCompany } from '../components/typed-company';

/** Why the comparison has no registry side: not asked (typed by hand), or the registry did not know it. */
function RegistryNotice({ application }: { application: Application }) {
  const { t } = useTranslation();
  if (!application.registryVerified) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('vendorAudit.notVerifiedTitle')}
        description={t('vendorAudit.notVerifiedText')}
        className="audit-alert"
      />
    );
  }
  if (!application.registry) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('vendorAudit.notFoundInRegistryTitle')}
        description={t('vendorAudit.notFoundInRegistryText')}
        className="audit-alert"
      />
    );
  }
  return <RegistryStatusAlert company={application.registry} />;
}

function ApplicationDetail({ application }: { application: Application }) {
  const { t } = useTranslation();
  const { company, registry } = application;
  return (
    <Flex vertical gap="middle">
      <Card title={<CardTitle>{t('vendorAudit.decision.title')}</CardTitle>}>
        <DecisionPanel application={application} companyName={company.name} />
      </Card>
      <Card title={<CardTitle>{t('vendorAudit.summary')}</CardTitle>}>
        <ApplicationSummary application={application} />
      </Card>
      <Card title={<CardTitle>{t('vendorAudit.comparison.title')}</CardTitle>}>
        <RegistryNotice application={application} />
        <RegistryComparison company={company} registry={registry} />
      </Card>
      {registry && (
        <Card title={<CardTitle>{t('registry.title')}</CardTitle>}>
          <RegistryFacts company={registry} />
        </Card>
      )}
      <Card title={<CardTitle>{t('vendorAudit.typedOther')}</CardTitle>}>
        <TypedCompany company={company} />
      </Card>
      <Card title={<CardTitle>{t('vendorAudit.documents.title')}</CardTitle>}>
        <ApplicationDocuments documents={application.documents} />
      </Card>
      <Card title={<CardTitle>{t('vendorAudit.timeline.title')}</CardTitle>}>
        <ApplicationTimeline application={application} />
      </Card>
    </Flex>
  );
}

/**
 * `vendor-audit/detail?id=` (vendors:audit): one application: what was typed beside the registry's
 * record, the documents and the history, and the decision (accept, or reject with a reason).
 */
export default function VendorAuditDetailPage() {
  useAuditTexts();
  const { t } = useTranslation();
  const id = new URLSearchParams(useLocation().search).get('id') ?? '';
  const query = useAudit(id);
  const application = query.data;

  const back = (
    <LinkButton to="../vendor-audit" type="link" icon={<ArrowLeftOutlined aria-hidden />}>
      {t('vendorAudit.back')}
    </LinkButton>
  );

  if (!application) {
    return (
      <VendorPageFrame title={t('pages.vendorAuditDetail.title')} actions={back}>
        <RecordState
          id={id}
          query={query}
          notFound={t('vendorAudit.notFound')}
          errorTitle={t('vendorAudit.loadFailed')}
        />
      </VendorPageFrame>
    );
  }

  return (
    <VendorPageFrame
      title={t('vendorAudit.detailTitle', {
        kind: t(`vendorAudit.kindTitles.${application.kind}`),
        name: application.company.name,
      })}
      actions={back}
    >
      <ApplicationDetail application={application} />
    </VendorPageFrame>
  );
}
