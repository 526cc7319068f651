import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { Alert, Button, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { RouterLink } from '../../../components/router-link';
import { ApiError } from '../../../lib/api-client';
import { formatFileSize } from '../../../lib/format-file-size';
import { useTextBundles } from '../../../lib/i18n';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { toast } from '../../../lib/toast';
import { downloadAttachment, useNewsDetail } from '../api/news-api';
import { NewsCategoryTag } from '../components/news-category-tag';
import '../news.css';

/**
 * `announcement-detail?id=`: one announcement in the reader's language; opening it marks it read. The
 * body is HTML the server sanitised with its allow-list on every write, so it is shown as it comes.
 */
export default function AnnouncementDetailPage() {
  useTextBundles('news');
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const detail = useNewsDetail(id);
  const back = <RouterLink to="../announcement">{t('news.back')}</RouterLink>;
  const item = detail.data;

  const download = async (file: { id: string; fileName: string }) => {
    if (!id) return;
    try {
      await downloadAttachment(id, file);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  if (!id || (detail.error instanceof ApiError && detail.error.status === 404)) {
    return (
      <PageFrame className="news-page" title={t('pages.announcementDetail.title')} actions={back}>
        <Alert type="warning" showIcon title={id ? t('news.notFound') : t('news.missingId')} />
      </PageFrame>
    );
  }
  if (!item) {
    return (
      <PageFrame className="news-page" title={t('pages.announcementDetail.title')} actions={back}>
        <QueryState
          isPending={detail.isPending}
          error={detail.error}
          onRetry={() => void detail.refetch()}
          errorTitle={t('pages.announcementDetail.title')}
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame className="news-page" title={item.title} actions={back}>
      <Flex wrap gap={4} align="center" style={{ marginBottom: 16 }}>
        {item.pinned && <Tag color="red">{t('news.pinned')}</Tag>}
        <NewsCategoryTag category={item.category} />
        <small>{t('news.publishedAt', { time: formatTaipeiTime(item.publishedTime, 'minute') })}</small>
      </Flex>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's allow-list on every write */}
      <div className="news-body" dangerouslySetInnerHTML={{ __html: item.body }} />
      {item.attachments.length > 0 && (
        <section aria-labelledby="news-attachments" style={{ marginTop: 24 }}>
          <h2 id="news-attachments" style={{ fontSize: 16 }}>
            {t('news.attachments')}
          </h2>
          <Flex vertical gap={4} align="flex-start">
            {item.attachments.map((file) => (
              <Button
                key={file.id}
                type="link"
                icon={<PaperClipOutlined aria-hidden />}
                aria-label={t('news.download', { name: file.fileName })}
                onClick={() => void download(file)}
              >
                {file.fileName} ({formatFileSize(file.size)})
              </Button>
            ))}
          </Flex>
        </section>
      )}
    </PageFrame>
  );
}
