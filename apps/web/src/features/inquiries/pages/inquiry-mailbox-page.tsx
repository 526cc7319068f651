import type { InquiryView } from '@portal/contracts/inquiry';
import { Badge, Button, Empty, Flex, Input, List, Segmented } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../../components/export/export-button';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { RouterLink } from '../../../components/router-link';
import { useTextBundles } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useMailbox, useThreadActions } from '../api/inquiries-api';
import { AnswerersDrawer } from '../components/answerers-drawer';
import { MailboxItem } from '../components/mailbox-item';
import { composePath, emptyStateOf, isMailboxView, mailboxViews } from '../mailbox-query';
import '../inquiries.css';

const pageSize = 20;

/**
 * 商機詢問信箱: my threads in four views (inbox, unread, sent, archived), newest message first, with
 * search in subjects and messages. The view is kept in the address, so back and reload keep it.
 */
export default function InquiryMailboxPage() {
  useTextBundles('inquiries');
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const viewParam = params.get('view');
  const view: InquiryView = isMailboxView(viewParam) ? viewParam : 'inbox';
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [answerersOpen, setAnswerersOpen] = useState(false);
  // The drawer gives focus back to its opener itself in some browsers only: closing returns it here.
  const answerersButton = useRef<HTMLButtonElement>(null);
  const mailbox = useMailbox({ view, keyword, page, pageSize });
  const { archive, unarchive } = useThreadActions();
  const info = mailbox.data?.mailbox;

  const chooseView = (next: InquiryView) => {
    setParams(next === 'inbox' ? {} : { view: next }, { replace: true });
    setPage(1);
  };
  const run = async (action: Promise<unknown>, done: string) => {
    await action;
    toast.info(done);
  };

  const emptyKey = info ? emptyStateOf(info, view, keyword) : 'empty.inbox';
  return (
    <PageFrame
      className="inquiry-page"
      title={t('pages.inquiryMailbox.title')}
      description={t('pages.inquiryMailbox.description')}
      actions={
        <Flex wrap gap="small">
          <ExportButton list="Inquiries" query={{ condition: { view, keyword: keyword || undefined } }} />
          {info?.canChooseAnswerers && (
            <Button ref={answerersButton} onClick={() => setAnswerersOpen(true)}>
              {t('inquiries.chooseAnswerers')}
            </Button>
          )}
          {info?.canCompose && <RouterLink to={`../${composePath()}`}>{t('inquiries.compose')}</RouterLink>}
        </Flex>
      }
    >
      <Flex wrap gap="small" align="center" style={{ marginBottom: 16 }}>
        <Segmented<InquiryView>
          aria-label={t('inquiries.viewsLabel')}
          value={view}
          onChange={chooseView}
          options={mailboxViews.map((value) => ({
            value,
            label:
              value === 'unread' && info && info.unreadCount > 0 ? (
                <Badge
                  count={info.unreadCount}
                  size="small"
                  offset={[8, -2]}
                  title={t('inquiries.unreadCount', { count: info.unreadCount })}
                >
                  {t('inquiries.views.unread')}
                </Badge>
              ) : (
                t(`inquiries.views.${value}`)
              ),
          }))}
        />
        <Input.Search
          allowClear
          aria-label={t('inquiries.searchPlaceholder')}
          placeholder={t('inquiries.searchPlaceholder')}
          style={{ maxWidth: 320 }}
          onSearch={(value) => {
            setKeyword(value);
            setPage(1);
          }}
        />
      </Flex>
      {mailbox.data ? (
        <List
          bordered
          className="inquiry-list"
          dataSource={mailbox.data.data}
          loading={mailbox.isFetching && mailbox.isPlaceholderData}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t(`inquiries.${emptyKey}`, { keyword: keyword.trim() })}
              >
                {emptyKey === 'emptyBuyerInbox' && (
                  <RouterLink to={`../${composePath()}`}>{t('inquiries.compose')}</RouterLink>
                )}
              </Empty>
            ),
          }}
          pagination={
            mailbox.data.totalCount > pageSize
              ? {
                  current: page,
                  pageSize,
                  total: mailbox.data.totalCount,
                  onChange: setPage,
                  showSizeChanger: false,
                  size: 'small',
                }
              : false
          }
          renderItem={(item) => (
            <MailboxItem
              item={item}
              side={info?.side ?? 'buyer'}
              busy={archive.isPending || unarchive.isPending}
              onArchive={(id) => void run(archive.mutateAsync(id), t('inquiries.archived'))}
              onUnarchive={(id) => void run(unarchive.mutateAsync(id), t('inquiries.unarchived'))}
            />
          )}
        />
      ) : (
        <QueryState
          isPending={mailbox.isPending}
          error={mailbox.error}
          onRetry={() => void mailbox.refetch()}
          errorTitle={t('pages.inquiryMailbox.title')}
        />
      )}
      {info?.canChooseAnswerers && (
        <AnswerersDrawer
          open={answerersOpen}
          onClose={() => {
            setAnswerersOpen(false);
            // Once the drawer has let go of focus (its trap ends with the render that closes it).
            requestAnimationFrame(() => answerersButton.current?.focus());
          }}
        />
      )}
    </PageFrame>
  );
}
