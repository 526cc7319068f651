import { Alert, Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { useMyApplication } from '../api/get-my-application';

/**
 * For someone who belongs to no vendor: apply to register one, or how to join an existing one (join
 * requests come with member management: said plainly, with no button that would do nothing). An
 * application under review or rejected is pointed to.
 */
export function NotVendorContent() {
  const { t } = useTranslation();
  const mine = useMyApplication();
  const current = mine.data?.current ?? null;
  const isPending = current?.status === 'pending';

  return (
    <>
      <p>{t('company.notVendor.intro')}</p>
      {current && (isPending || current.status === 'rejected') && (
        <Alert
          type={isPending ? 'info' : 'warning'}
          showIcon
          title={t(isPending ? 'company.notVendor.pendingTitle' : 'company.notVendor.rejectedTitle', {
            name: current.company.name,
          })}
          action={
            <LinkButton to="../company/application">{t('company.notVendor.viewApplication')}</LinkButton>
          }
          className="company-alert"
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card
            title={<h2 className="company-section-title">{t('company.notVendor.applyTitle')}</h2>}
            style={{ height: '100%' }}
          >
            <p>{t('company.notVendor.applyText')}</p>
            {!isPending && (
              <LinkButton type="primary" to="../company-apply">
                {t('company.notVendor.apply')}
              </LinkButton>
            )}
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card
            title={<h2 className="company-section-title">{t('company.notVendor.joinTitle')}</h2>}
            style={{ height: '100%' }}
          >
            <p>{t('company.notVendor.joinText')}</p>
          </Card>
        </Col>
      </Row>
    </>
  );
}
