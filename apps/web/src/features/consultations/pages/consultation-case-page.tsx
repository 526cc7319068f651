import { Alert, Button, Card, Flex, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { RouterLink } from '../../../components/router-link';
import { ApiError } from '../../../lib/api-client';
import { useTextBundles } from '../../../lib/i18n';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { toast } from '../../../lib/toast';
import { useCloseConsultation, useConsultation, usePostInConsultation } from '../api/consultations-api';
import { ConsultationCompose } from '../components/consultation-compose';
import { ConsultationHistory } from '../components/consultation-history';
import { ConsultationStateTag } from '../components/consultation-state-tag';
import '../consultations.css';

/** `consultation/:id`: one case, its history, the reply box and closing (with a confirmation). */
export default function ConsultationCasePage() {
  useTextBundles('consultations');
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const consultation = useConsultation(id);
  const post = usePostInConsultation(id);
  const close = useCloseConsultation(id);
  const back = <RouterLink to="../consultation">{t('consultations.back')}</RouterLink>;
  const item = consultation.data;

  if (consultation.error instanceof ApiError && [400, 404].includes(consultation.error.status)) {
    return (
      <PageFrame className="consultation-page" title={t('pages.consultationCase.title')} actions={back}>
        <Alert type="warning" showIcon title={t('consultations.notFound')} />
      </PageFrame>
    );
  }
  if (!item) {
    return (
      <PageFrame className="consultation-page" title={t('pages.consultationCase.title')} actions={back}>
        <QueryState
          isPending={consultation.isPending}
          error={consultation.error}
          onRetry={() => void consultation.refetch()}
          errorTitle={t('pages.consultationCase.title')}
        />
      </PageFrame>
    );
  }

  const closeCase = async () => {
    try {
      await close.mutateAsync();
      toast.info(t('consultations.closed'));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <PageFrame className="consultation-page" title={item.subject} actions={back}>
      <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <Flex wrap gap={4} align="center">
          <ConsultationStateTag state={item.state} />
          <small>{`${t('consultations.asker')}：${item.askerName}`}</small>
        </Flex>
        {item.canClose && (
          <Popconfirm
            title={t('consultations.closeConfirm')}
            okText={t('consultations.close')}
            cancelText={t('consultations.cancel')}
            onConfirm={() => closeCase()}
          >
            <Button danger loading={close.isPending}>
              {t('consultations.close')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
      <h2 className="visually-hidden">{t('consultations.history')}</h2>
      <ConsultationHistory caseId={item.id} posts={item.posts} />
      {item.closedTime && (
        <Alert
          type="info"
          showIcon
          title={t('consultations.closedNotice', { time: formatTaipeiTime(item.closedTime, 'minute') })}
        />
      )}
      {item.canPost && (
        <Card size="small" title={t('consultations.reply')}>
          <ConsultationCompose
            withSubject={false}
            submitLabel={t('consultations.send')}
            onSubmit={async (values) => {
              await post.mutateAsync({ content: values.content, file: values.file });
              toast.info(t('consultations.replied'));
            }}
          />
        </Card>
      )}
    </PageFrame>
  );
}
