import { Alert, Card, Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { useMyApplication } from '../api/get-my-application';

/**
 * For someone who belongs to no vendor: apply to register one, or join an existing one (`join`: the
 * join-request card, composed in by the app; without it, how joining works). An application under
 * review or rejected is pointed to.
 */
export function NotVendorContent({ join }: { join?: ReactNode } = {}) {
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
          {join ?? (
            <Card
              title={<h2 className="company-section-title">{t('company.notVendor.joinTitle')}</h2>}
              style={{ height: '100%' }}
            >
              <p>{t('company.notVendor.joinText')}</p>
            </Card>
          )}
        </Col>
      </Row>
    </>
  );
}
