import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { type ConsultationState, consultationStates } from '@portal/contracts/consultation';
import { Button, Checkbox, Drawer, Empty, Flex, Input, List, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { RouterLink } from '../../../components/router-link';
import { useTextBundles } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { toast } from '../../../lib/toast';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useConsultations, useOpenConsultation } from '../api/consultations-api';
import { ConsultationCompose } from '../components/consultation-compose';
import { ConsultationStateTag } from '../components/consultation-state-tag';
import '../consultations.css';

const pageSize = 10;

/**
 * 會員諮詢: the signed-in person's questions to the association (staff holding consultations:handle:
 * every case, with filters), newest activity first, and the form to ask a new one.
 */
export default function ConsultationPage() {
  useTextBundles('consultations');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isStaff = useCan('consultations:handle');
  const isPhone = useIsPhone();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [state, setState] = useState<ConsultationState | undefined>();
  const [mineOnly, setMineOnly] = useState(false);
  const [asking, setAsking] = useState(false);
  const cases = useConsultations({ page, pageSize, keyword, state, mineOnly });
  const open = useOpenConsultation();
  const filtered = keyword.trim() !== '' || state !== undefined || mineOnly;

  return (
    <PageFrame
      className="consultation-page"
      title={t('pages.consultation.title')}
      description={t('pages.consultation.description')}
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAsking(true)}>
          {t('consultations.ask')}
        </Button>
      }
    >
      <Flex wrap gap="small" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label={t('consultations.keywordPlaceholder')}
          placeholder={t('consultations.keywordPlaceholder')}
          style={{ maxWidth: 320 }}
          onSearch={(value) => {
            setKeyword(value);
            setPage(1);
          }}
        />
        <Select<ConsultationState | undefined>
          aria-label={t('consultations.state')}
          style={{ minWidth: 160 }}
          value={state}
          allowClear
          placeholder={t('consultations.allStates')}
          options={consultationStates.map((value) => ({ value, label: t(`consultations.states.${value}`) }))}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
        />
        {isStaff && (
          <Checkbox
            checked={mineOnly}
            onChange={(event) => {
              setMineOnly(event.target.checked);
              setPage(1);
            }}
          >
            {t('consultations.mineOnly')}
          </Checkbox>
        )}
      </Flex>
      {cases.data ? (
        <List
          bordered
          dataSource={cases.data.data}
          loading={cases.isFetching && cases.isPlaceholderData}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  filtered
                    ? t('consultations.emptyFiltered')
                    : isStaff
                      ? t('consultations.emptyStaff')
                      : t('consultations.empty')
                }
              />
            ),
          }}
          pagination={
            cases.data.totalCount > pageSize
              ? {
                  current: page,
                  pageSize,
                  total: cases.data.totalCount,
                  onChange: setPage,
                  showSizeChanger: false,
                  size: 'small',
                }
              : false
          }
          renderItem={(row) => (
            <List.Item>
              <Flex vertical gap={4} style={{ minWidth: 0, width: '100%' }}>
                <Flex wrap gap={4} align="center">
                  <ConsultationStateTag state={row.state} />
                  <span style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    <RouterLink to={`../consultation/${encodeURIComponent(row.id)}`}>
                      {row.subject}
                    </RouterLink>
                  </span>
                </Flex>
                <small>
                  {[
                    ...(row.isMine ? [] : [`${t('consultations.asker')}：${row.askerName}`]),
                    t('consultations.postCount', { count: row.postCount }),
                    t('consultations.lastPost', { time: formatTaipeiTime(row.lastPostTime, 'minute') }),
                  ].join(' · ')}
                </small>
              </Flex>
            </List.Item>
          )}
        />
      ) : (
        <QueryState
          isPending={cases.isPending}
          error={cases.error}
          onRetry={() => void cases.refetch()}
          errorTitle={t('pages.consultation.title')}
        />
      )}
      <Drawer
        open={asking}
        title={t('consultations.askTitle')}
        onClose={() => setAsking(false)}
        size={isPhone ? '100%' : 560}
        destroyOnHidden
      >
        <ConsultationCompose
          withSubject
          submitLabel={t('consultations.send')}
          onCancel={() => setAsking(false)}
          onSubmit={async (values) => {
            const created = await open.mutateAsync(values);
            setAsking(false);
            toast.info(t('consultations.sent'));
            void navigate(`../consultation/${encodeURIComponent(created.id)}`);
          }}
        />
      </Drawer>
    </PageFrame>
  );
}
