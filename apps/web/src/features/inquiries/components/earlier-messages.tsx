import type { InquiryMessage, InquiryThread } from '@portal/contracts/inquiry';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { fetchEarlierMessages } from '../api/inquiries-api';

/**
 * A long thread opens on its latest messages; this loads older ones a page at a time, above them. Its
 * parent keys it by the first latest message, so a new reply (which moves the latest page) starts over
 * instead of leaving a gap between the pages.
 */
export function EarlierMessages({
  thread,
  renderMessage,
}: {
  thread: InquiryThread;
  renderMessage: (message: InquiryMessage) => ReactNode;
}) {
  const { t } = useTranslation();
  const [earlier, setEarlier] = useState<InquiryMessage[]>([]);
  const [hasMore, setHasMore] = useState(thread.hasEarlierMessages);
  const [loading, setLoading] = useState(false);
  const load = async () => {
    const first = earlier[0] ?? thread.messages[0];
    if (!first) return;
    setLoading(true);
    try {
      const page = await fetchEarlierMessages(thread.id, first.id);
      setEarlier((loaded) => [...page.messages, ...loaded]);
      setHasMore(page.hasEarlierMessages);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      {hasMore && (
        <Button block loading={loading} onClick={() => void load()}>
          {t('inquiries.earlierMessages')}
        </Button>
      )}
      {earlier.map(renderMessage)}
    </>
  );
}
