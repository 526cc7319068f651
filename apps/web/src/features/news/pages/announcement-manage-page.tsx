import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { type NewsAdminItem, newsAudiences, newsCategories, newsStatuses } from '@portal/contracts/news';
import { Button, Flex, Tag } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MountWhenOpened } from '../../../components/mount-when-opened';
import type { ListSort, ResourceFilter } from '../../../components/resource/list-state';
import { ResourceDeleteButton } from '../../../components/resource/resource-delete-button';
import { ResourceListPage } from '../../../components/resource/resource-list-page';
import type { ResourceColumn } from '../../../components/resource/resource-table';
import { useResourceMutations } from '../../../components/resource/use-resource-mutations';
import { useTextBundles } from '../../../lib/i18n';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { newsManageResource } from '../api/news-api';
import { NewsCategoryTag } from '../components/news-category-tag';

const NewsFormDrawer = lazy(() =>
  import('../components/news-form-drawer').then((module) => ({ default: module.NewsFormDrawer })),
);

const defaultSort: ListSort = { field: 'createdTime', dir: 'desc' };

/** 公告管理 (news:write): every announcement, drafts included; write, schedule, publish, delete. */
export default function AnnouncementManagePage() {
  useTextBundles('admin', 'news');
  const { t } = useTranslation();
  const { remove } = useResourceMutations<NewsAdminItem, unknown>(newsManageResource);
  const [form, setForm] = useState<{ open: boolean; item: NewsAdminItem | null }>({
    open: false,
    item: null,
  });

  const columns: ResourceColumn<NewsAdminItem>[] = [
    {
      key: 'titleZh',
      title: t('newsManage.titleZh'),
      sortable: true,
      render: (_value, item) => (
        <Flex wrap gap={4} align="center">
          {item.pinned && <Tag color="red">{t('news.pinned')}</Tag>}
          <span style={{ overflowWrap: 'anywhere' }}>{item.titleZh}</span>
        </Flex>
      ),
    },
    {
      key: 'category',
      title: t('newsManage.category'),
      render: (_value, item) => <NewsCategoryTag category={item.category} />,
    },
    {
      key: 'audience',
      title: t('newsManage.audience'),
      render: (_value, item) => t(`newsManage.audiences.${item.audience}`),
    },
    {
      key: 'status',
      title: t('newsManage.status'),
      render: (_value, item) => (
        <Tag color={item.status === 'published' ? 'green' : 'default'}>
          {t(`newsManage.statuses.${item.status}`)}
        </Tag>
      ),
    },
    {
      key: 'publishFrom',
      title: t('newsManage.publishFrom'),
      sortable: true,
      render: (_value, item) => formatTaipeiTime(item.publishFrom ?? item.publishedTime ?? '', 'minute'),
    },
  ];
  const filters: ResourceFilter[] = [
    {
      kind: 'select',
      name: 'category',
      label: t('newsManage.category'),
      options: newsCategories.map((value) => ({ value, label: t(`news.categories.${value}`) })),
    },
    {
      kind: 'select',
      name: 'audience',
      label: t('newsManage.audience'),
      options: newsAudiences.map((value) => ({ value, label: t(`newsManage.audiences.${value}`) })),
    },
    {
      kind: 'select',
      name: 'status',
      label: t('newsManage.status'),
      options: newsStatuses.map((value) => ({ value, label: t(`newsManage.statuses.${value}`) })),
    },
  ];

  return (
    <ResourceListPage<NewsAdminItem>
      resource={newsManageResource}
      exportList="Announcements"
      title={t('pages.announcementManage.title')}
      description={t('pages.announcementManage.description')}
      columns={columns}
      filters={filters}
      defaultSort={defaultSort}
      keyword={{ placeholder: t('newsManage.keywordPlaceholder') }}
      emptyText={t('newsManage.empty')}
      toolbar={
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setForm({ open: true, item: null })}
        >
          {t('newsManage.add')}
        </Button>
      }
      rowActions={(item) => (
        <Flex gap="small" wrap={false}>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('resource.editNamed', { name: item.titleZh })}
            onClick={() => setForm({ open: true, item })}
          >
            {t('resource.edit')}
          </Button>
          <ResourceDeleteButton name={item.titleZh} onDelete={() => remove.mutateAsync(item.id)} />
        </Flex>
      )}
    >
      <MountWhenOpened open={form.open}>
        <NewsFormDrawer
          open={form.open}
          item={form.item}
          onClose={() => setForm((current) => ({ ...current, open: false }))}
        />
      </MountWhenOpened>
    </ResourceListPage>
  );
}
