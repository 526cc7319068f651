import { type NewsCategory, newsCategories } from '@portal/contracts/news';
import { Badge, Button, Checkbox, Empty, Flex, Input, List, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { RouterLink } from '../../../components/router-link';
import { useTextBundles } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { toast } from '../../../lib/toast';
import { useMarkAllRead, useNewsBoard } from '../api/news-api';
import { NewsCategoryTag } from '../components/news-category-tag';

const pageSize = 10;

/**
 * 公告與通知: the announcements meant for the signed-in person now, pinned first, then newest. Unread
 * ones carry a dot and bold titles; "mark all read" clears them at once.
 */
export default function AnnouncementPage() {
  useTextBundles('news');
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<NewsCategory | undefined>();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const board = useNewsBoard({ page, pageSize, keyword, category, unreadOnly });
  const markAll = useMarkAllRead();
  const canManage = useCan('news:write');
  const filtered = keyword.trim() !== '' || category !== undefined || unreadOnly;

  const markAllRead = async () => {
    await markAll.mutateAsync();
    toast.info(t('news.markedAllRead'));
  };

  return (
    <PageFrame
      className="news-page"
      title={t('pages.announcement.title')}
      description={t('pages.announcement.description')}
      actions={
        <Flex wrap gap="small" align="center">
          {canManage && <RouterLink to="../announcement/manage">{t('newsManage.manage')}</RouterLink>}
          <Button
            onClick={() => void markAllRead()}
            loading={markAll.isPending}
            disabled={(board.data?.unreadCount ?? 0) === 0}
          >
            {t('news.markAllRead')}
          </Button>
        </Flex>
      }
    >
      <Flex wrap gap="small" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label={t('news.keywordPlaceholder')}
          placeholder={t('news.keywordPlaceholder')}
          style={{ maxWidth: 320 }}
          onSearch={(value) => {
            setKeyword(value);
            setPage(1);
          }}
        />
        <Select<NewsCategory | undefined>
          aria-label={t('news.category')}
          style={{ minWidth: 140 }}
          value={category}
          allowClear
          placeholder={t('news.allCategories')}
          options={newsCategories.map((value) => ({ value, label: t(`news.categories.${value}`) }))}
          onChange={(value) => {
            setCategory(value);
            setPage(1);
          }}
        />
        <Checkbox
          checked={unreadOnly}
          onChange={(event) => {
            setUnreadOnly(event.target.checked);
            setPage(1);
          }}
        >
          {t('news.unreadOnly')}
        </Checkbox>
      </Flex>
      {board.data ? (
        <List
          bordered
          dataSource={board.data.data}
          loading={board.isFetching && board.isPlaceholderData}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={filtered ? t('news.emptyFiltered') : t('news.empty')}
              />
            ),
          }}
          pagination={
            board.data.totalCount > pageSize
              ? {
                  current: page,
                  pageSize,
                  total: board.data.totalCount,
                  onChange: setPage,
                  showSizeChanger: false,
                  size: 'small',
                }
              : false
          }
          renderItem={(item) => (
            <List.Item>
              <Flex vertical gap={4} style={{ minWidth: 0, width: '100%' }}>
                <Flex wrap gap={4} align="center">
                  {item.pinned && <Tag color="red">{t('news.pinned')}</Tag>}
                  <NewsCategoryTag category={item.category} />
                  {!item.isRead && <Badge status="processing" text={t('news.unread')} />}
                </Flex>
                <span style={{ fontWeight: item.isRead ? 400 : 600, overflowWrap: 'anywhere' }}>
                  <RouterLink to={`../announcement-detail?id=${encodeURIComponent(item.id)}`}>
                    {item.title}
                  </RouterLink>
                </span>
                <small>
                  {t('news.publishedAt', { time: formatTaipeiTime(item.publishedTime, 'minute') })}
                </small>
              </Flex>
            </List.Item>
          )}
        />
      ) : (
        <QueryState
          isPending={board.isPending}
          error={board.error}
          onRetry={() => void board.refetch()}
          errorTitle={t('pages.announcement.title')}
        />
      )}
    </PageFrame>
  );
}
