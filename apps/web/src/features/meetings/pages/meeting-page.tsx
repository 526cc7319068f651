import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { MeetingView } from '@portal/contracts/meeting';
import { Button, Flex, Segmented, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ExportButton } from '../../../components/export/export-button';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { useTextBundles } from '../../../lib/i18n';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useMeetingList } from '../api/meetings-api';
import { MeetingCalendarView } from '../components/meeting-calendar-view';
import { MeetingList } from '../components/meeting-list';
import { newMeetingPath } from '../meeting-paths';
import '../meetings.css';

type Mode = 'list' | 'week' | 'month';
const listViews = ['upcoming', 'pending', 'past'] as const satisfies readonly MeetingView[];

function ListOf({ view }: { view: (typeof listViews)[number] }) {
  const { t } = useTranslation();
  const list = useMeetingList({ view });
  if (!list.data) {
    return (
      <QueryState
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        errorTitle={t('pages.meeting.title')}
      />
    );
  }
  return <MeetingList rows={list.data.data} empty={t(`meetings.empty.${view}`)} />;
}

/**
 * `meeting`: my meetings as a list (upcoming, pending my answer, past: a phone's first view) or as a
 * week or month calendar (a desktop's first view). The choice stays in the address (`?view=`).
 */
export default function MeetingPage() {
  useTextBundles('meetings');
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const mode: Mode =
    asked === 'list' || asked === 'week' || asked === 'month' ? asked : isPhone ? 'list' : 'week';
  const [tab, setTab] = useState<(typeof listViews)[number]>('upcoming');

  return (
    <PageFrame
      className="meetings-page"
      title={t('pages.meeting.title')}
      description={t('pages.meeting.description')}
      actions={
        <Flex wrap gap="small">
          {/* The list's tab as shown; the calendars export every meeting of mine. */}
          <ExportButton list="Meetings" query={{ condition: { view: mode === 'list' ? tab : 'all' } }} />
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => navigate(newMeetingPath(pathname))}
          >
            {t('meetings.propose')}
          </Button>
        </Flex>
      }
    >
      <div className="meeting-toolbar">
        <Segmented<Mode>
          aria-label={t('pages.meeting.title')}
          value={mode}
          onChange={(value) => setParams({ view: value }, { replace: true })}
          options={(['list', 'week', 'month'] as const).map((value) => ({
            value,
            label: t(`meetings.views.${value}`),
          }))}
        />
      </div>
      {mode === 'list' ? (
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as (typeof listViews)[number])}
          items={listViews.map((view) => ({
            key: view,
            label: t(`meetings.lists.${view}`),
            children: <ListOf view={view} />,
          }))}
        />
      ) : (
        <MeetingCalendarView key={mode} mode={mode} />
      )}
    </PageFrame>
  );
}
