import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import type { InquiryMessage, InquiryThread } from '@portal/contracts/inquiry';
import { Alert, Button, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { RouterLink } from '../../../components/router-link';
import { ApiError } from '../../../lib/api-client';
import { formatFileSize } from '../../../lib/format-file-size';
import { useTextBundles } from '../../../lib/i18n';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { toast } from '../../../lib/toast';
import { downloadInquiryFile, useThread, useThreadActions } from '../api/inquiries-api';
import { EarlierMessages } from '../components/earlier-messages';
import { ReplyForm } from '../components/reply-form';
import { counterpartOf, proposeMeetingPath } from '../mailbox-query';
import '../inquiries.css';

function MessageCard({ thread, message }: { thread: InquiryThread; message: InquiryMessage }) {
  const { t } = useTranslation();
  const download = async (file: { id: string; fileName: string }) => {
    try {
      await downloadInquiryFile(thread.id, file);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  const mine = message.side === thread.mySide;
  const party = message.side === 'vendor' ? thread.vendor.name : thread.buyer.name;
  return (
    <article
      className={mine ? 'inquiry-message inquiry-message-mine' : 'inquiry-message'}
      aria-label={`${party} ${formatTaipeiTime(message.createdTime, 'minute')}`}
    >
      <Flex wrap gap={8} align="center" justify="space-between">
        <span>
          <strong>{message.author?.name ?? t('inquiries.formerAuthor')}</strong>{' '}
          <Tag>{`${t(`inquiries.side.${message.side}`)}・${party}`}</Tag>
        </span>
        <small>{formatTaipeiTime(message.createdTime, 'minute')}</small>
      </Flex>
      <p className="inquiry-message-body">{message.body}</p>
      {message.attachments.length > 0 && (
        <Flex vertical gap={2} align="flex-start">
          {message.attachments.map((file) => (
            <Button
              key={file.id}
              type="link"
              icon={<PaperClipOutlined aria-hidden />}
              aria-label={t('inquiries.download', { name: file.fileName })}
              onClick={() => void download(file)}
            >
              {file.fileName} ({formatFileSize(file.size)})
            </Button>
          ))}
        </Flex>
      )}
    </article>
  );
}

/**
 * `inquiry-mailbox/:id`: a thread's latest messages, oldest first (older ones on request), and the reply
 * box; opening it marks it read.
 */
export default function InquiryThreadPage() {
  useTextBundles('inquiries');
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const thread = useThread(id);
  const { archive, unarchive, setRead } = useThreadActions();
  const back = <RouterLink to="../inquiry-mailbox">{t('inquiries.back')}</RouterLink>;
  const item = thread.data;

  if (thread.error instanceof ApiError && (thread.error.status === 404 || thread.error.status === 400)) {
    return (
      <PageFrame className="inquiry-page" title={t('pages.inquiryThread.title')} actions={back}>
        <Alert type="warning" showIcon title={t('inquiries.notFound')} />
      </PageFrame>
    );
  }
  if (!item) {
    return (
      <PageFrame className="inquiry-page" title={t('pages.inquiryThread.title')} actions={back}>
        <QueryState
          isPending={thread.isPending}
          error={thread.error}
          onRetry={() => void thread.refetch()}
          errorTitle={t('pages.inquiryThread.title')}
        />
      </PageFrame>
    );
  }
  const act = async (action: Promise<unknown>, done: string) => {
    await action;
    toast.info(done);
  };
  return (
    <PageFrame
      className="inquiry-page"
      title={item.subject}
      description={t('inquiries.party', {
        label: t(item.mySide === 'vendor' ? 'inquiries.from' : 'inquiries.to'),
        name: counterpartOf(item, item.mySide),
      })}
      actions={
        <Flex wrap gap="small" align="center">
          {back}
          <RouterLink to={`../${proposeMeetingPath(item)}`}>{t('inquiries.proposeMeeting')}</RouterLink>
          <Button
            size="small"
            onClick={() =>
              void act(setRead.mutateAsync({ id: item.id, read: false }), t('inquiries.markUnread')).then(
                () => navigate('../inquiry-mailbox'),
              )
            }
          >
            {t('inquiries.markUnread')}
          </Button>
          {item.archived ? (
            <Button
              size="small"
              onClick={() => void act(unarchive.mutateAsync(item.id), t('inquiries.unarchived'))}
            >
              {t('inquiries.unarchive')}
            </Button>
          ) : (
            <Button
              size="small"
              onClick={() => void act(archive.mutateAsync(item.id), t('inquiries.archived'))}
            >
              {t('inquiries.archive')}
            </Button>
          )}
        </Flex>
      }
    >
      {item.product && (
        <p>
          <Tag>{t('inquiries.about', { name: item.product.name })}</Tag>
        </p>
      )}
      <Flex vertical gap={12} style={{ marginBottom: 24 }}>
        <EarlierMessages
          key={item.messages[0]?.id}
          thread={item}
          renderMessage={(message) => <MessageCard key={message.id} thread={item} message={message} />}
        />
        {item.messages.map((message) => (
          <MessageCard key={message.id} thread={item} message={message} />
        ))}
      </Flex>
      <ReplyForm threadId={item.id} />
    </PageFrame>
  );
}
