import { Alert, Drawer, List, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { splitApiError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useAnswerers, useSetAnswerer } from '../api/inquiries-api';

/** Owners choose which members answer inquiries (owners and managers always do). */
export function AnswerersDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const people = useAnswerers(open);
  const setAnswerer = useSetAnswerer();

  const change = async (userId: string, name: string, allowed: boolean) => {
    try {
      await setAnswerer.mutateAsync({ userId, allowed });
      toast.info(t('inquiries.answererSaved', { name }));
    } catch (error) {
      toast.error(splitApiError(error, []).general.join(' '));
    }
  };

  return (
    <Drawer open={open} onClose={onClose} title={t('inquiries.answerersTitle')} destroyOnHidden>
      <Alert type="info" showIcon title={t('inquiries.answerersHint')} style={{ marginBottom: 16 }} />
      {people.data ? (
        <List
          dataSource={people.data}
          renderItem={(person) => (
            <List.Item
              actions={[
                <Switch
                  key="allowed"
                  checked={person.allowed}
                  disabled={person.role !== 'member' || setAnswerer.isPending}
                  aria-label={t('inquiries.answererAllowed', { name: person.name })}
                  onChange={(checked) => void change(person.userId, person.name, checked)}
                />,
              ]}
            >
              <span style={{ overflowWrap: 'anywhere' }}>{person.name}</span>{' '}
              <Tag>{t(`inquiries.roles.${person.role}`)}</Tag>
            </List.Item>
          )}
        />
      ) : (
        <QueryState
          isPending={people.isPending}
          error={people.error}
          onRetry={() => void people.refetch()}
          errorTitle={t('inquiries.answerersTitle')}
        />
      )}
    </Drawer>
  );
}
