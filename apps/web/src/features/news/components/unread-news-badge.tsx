import BellOutlined from '@ant-design/icons/BellOutlined';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadNews } from '../api/news-api';

/** The header's bell: how many announcements the signed-in person has not read, linking to the board. */
export function UnreadNewsBadge({ to, signedIn }: { to: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const unread = useUnreadNews(signedIn);
  if (!signedIn) return null;
  const count = unread.data?.unreadCount ?? 0;
  return (
    <Link to={to} aria-label={t('header.unreadNews', { count })} style={{ display: 'inline-flex' }}>
      <Badge count={count} size="small" overflowCount={99}>
        <BellOutlined aria-hidden style={{ fontSize: 20, padding: 4 }} />
      </Badge>
    </Link>
  );
}
