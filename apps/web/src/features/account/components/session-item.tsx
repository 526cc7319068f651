import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { Button, Popconfirm, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { WordTag } from '../../../components/word-tag';
import { formatRelativeTime } from '../../../lib/relative-time';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { describeUserAgent } from '../../../lib/user-agent';
import type { Session } from '../api/list-sessions';

interface SessionItemProps {
  session: Session;
  isEnding: boolean;
  onEnd: (id: string) => void;
}

/** One signed-in device: what it is, when it signed in and was last used, from where; end it (not this one). */
export function SessionItem({ session, isEnding, onEnd }: SessionItemProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const device = describeUserAgent(session.userAgent);
  const deviceName =
    device?.browser && device.os
      ? t('sessions.deviceOn', { browser: device.browser, os: device.os })
      : (device?.browser ?? device?.os ?? t('sessions.unknownDevice'));
  const time = (value: string) => (
    <time dateTime={value} title={formatTaipeiTime(value, 'minute')}>
      {formatRelativeTime(value)}
    </time>
  );
  return (
    <li
      className="session-item"
      style={{ borderColor: session.current ? token.colorPrimary : token.colorBorderSecondary }}
    >
      <div className="session-item-head">
        <h2 className="session-item-title" id={`session-${session.id}`}>
          {deviceName}
        </h2>
        {session.current && (
          <WordTag icon={<CheckCircleFilled aria-hidden />} tone="primary">
            {t('sessions.current')}
          </WordTag>
        )}
      </div>
      <dl className="session-item-facts">
        <dt>{t('sessions.createdAt')}</dt>
        <dd>{time(session.createdAt)}</dd>
        <dt>{t('sessions.lastSeen')}</dt>
        <dd>{time(session.lastSeenAt)}</dd>
        <dt>{t('sessions.ip')}</dt>
        <dd>{session.ip ?? t('sessions.unknown')}</dd>
        <dt>{t('sessions.userAgent')}</dt>
        <dd className="session-item-agent" style={{ color: token.colorTextDescription }}>
          {session.userAgent ?? t('sessions.unknown')}
        </dd>
      </dl>
      {!session.current && (
        <Popconfirm
          title={t('sessions.endConfirm')}
          okText={t('sessions.confirm')}
          cancelText={t('sessions.cancel')}
          onConfirm={() => onEnd(session.id)}
        >
          <Button danger loading={isEnding} aria-describedby={`session-${session.id}`}>
            {t('sessions.end')}
          </Button>
        </Popconfirm>
      )}
    </li>
  );
}
