import { Button, Flex, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { QueryState } from '../../../components/query-state';
import { splitApiError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { type Session, useSessions } from '../api/list-sessions';
import { AccountPage } from '../components/account-page';
import { SessionItem } from '../components/session-item';

/** This device first, then the most recently used. */
export function sortSessions(sessions: readonly Session[]): Session[] {
  return [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );
}

/** The devices signed in to my account: end one (after a confirmation), or all but this one. */
export default function SessionsPage() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const failure = endOne.error ?? endOthers.error;
  const list = sessions.data ? sortSessions(sessions.data.data) : [];
  const hasOthers = list.some((session) => !session.current);

  const reportEnded = ({ endedSessions }: { endedSessions: number }) =>
    toast.info(t('sessions.ended', { count: endedSessions }));

  return (
    <AccountPage title={t('pages.userSessions.title')} description={t('sessions.intro')}>
      <QueryState
        errorTitle={t('account.loadFailed')}
        isPending={sessions.isPending}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
      />
      <FormErrorAlert message={failure ? splitApiError(failure, []).general.join(' ') : null} />
      {sessions.data && (
        <>
          <Flex wrap gap="middle" align="center" justify="space-between" className="account-actions">
            <span>{t('sessions.total', { count: sessions.data.totalCount })}</span>
            <Popconfirm
              title={t('sessions.endOthersConfirm')}
              okText={t('sessions.confirm')}
              cancelText={t('sessions.cancel')}
              onConfirm={() => endOthers.mutate(undefined, { onSuccess: reportEnded })}
              disabled={!hasOthers}
            >
              <Button danger disabled={!hasOthers} loading={endOthers.isPending}>
                {t('sessions.endOthers')}
              </Button>
            </Popconfirm>
          </Flex>
          <ul className="session-list" aria-label={t('pages.userSessions.title')}>
            {list.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                isEnding={endOne.isPending && endOne.variables === session.id}
                onEnd={(id) => endOne.mutate(id, { onSuccess: reportEnded })}
              />
            ))}
          </ul>
        </>
      )}
    </AccountPage>
  );
}
