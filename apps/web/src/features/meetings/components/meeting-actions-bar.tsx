import type { Meeting } from '@portal/contracts/meeting';
import { Button, Flex, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { toast } from '../../../lib/toast';
import { meetingCalls, useMeetingChange } from '../api/meetings-api';
import { nextSlotDraft, type SlotDraft, taipeiInputToIso } from '../meeting-calendar';
import { ReasonDialog } from './reason-dialog';
import { SlotEditor, slotsAreSound } from './slot-editor';

type Dialog = 'decline' | 'counter' | 'reschedule' | 'cancel' | null;

const toSlot = (draft: SlotDraft) => ({
  start: taipeiInputToIso(draft.start) ?? '',
  end: taipeiInputToIso(draft.end) ?? '',
});

/**
 * What the caller may do now: on a proposal waiting for their side, accept a slot (after a
 * confirmation), decline or propose other times; on a confirmed meeting, reschedule; on either, cancel.
 * Each asks first; reasons are mailed to everyone.
 */
export function MeetingActionsBar({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const change = useMeetingChange();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [slots, setSlots] = useState<SlotDraft[]>([]);
  const [tried, setTried] = useState(false);
  // The hook's confirm, not the static Modal.confirm: rendered inside the page's tree, it takes the
  // theme (dark mode) and locale of the page; the static one is a React root of its own.
  const [modal, modalHolder] = Modal.useModal();
  if (!meeting.canAct || (meeting.status !== 'proposed' && meeting.status !== 'confirmed')) return null;
  const myTurn = meeting.status === 'proposed' && meeting.awaitingSide === meeting.mySide;

  const run = async (call: Parameters<typeof change.mutateAsync>[0], done: string) => {
    try {
      await change.mutateAsync(call);
      toast.info(done);
      setDialog(null);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  const open = (which: Dialog) => {
    setTried(false);
    setSlots([nextSlotDraft([], new Date())]);
    setDialog(which);
  };
  const acceptSlot = (slot: Meeting['slots'][number]) =>
    modal.confirm({
      title: t('meetings.actions.accept'),
      content: t('meetings.confirm.accept', {
        time: `${formatTaipeiTime(slot.start, 'minute')}–${formatTaipeiTime(slot.end, 'minute').slice(11)}`,
      }),
      okText: t('meetings.confirm.ok'),
      cancelText: t('meetings.confirm.close'),
      onOk: () => run(meetingCalls.accept(meeting.id, slot.id), t('meetings.done.accept')),
    });
  const withSlots = (reason: string, send: (drafts: SlotDraft[]) => void) => {
    setTried(true);
    if (slotsAreSound(slots)) send(slots);
    return reason;
  };

  return (
    <section aria-label={t('meetings.proposedSlots')}>
      {modalHolder}
      {myTurn && (
        <Flex vertical gap={8} style={{ marginBottom: 12 }}>
          {meeting.slots.map((slot) => (
            <Flex key={slot.id} wrap gap={8} align="center">
              <span>
                {formatTaipeiTime(slot.start, 'minute')}–{formatTaipeiTime(slot.end, 'minute').slice(11)}
              </span>
              <Button
                type="primary"
                onClick={() => acceptSlot(slot)}
                aria-label={`${t('meetings.actions.accept')} ${formatTaipeiTime(slot.start, 'minute')}`}
              >
                {t('meetings.actions.accept')}
              </Button>
            </Flex>
          ))}
        </Flex>
      )}
      <Flex wrap gap={8}>
        {myTurn && <Button onClick={() => open('counter')}>{t('meetings.actions.counter')}</Button>}
        {myTurn && <Button onClick={() => open('decline')}>{t('meetings.actions.decline')}</Button>}
        {meeting.status === 'confirmed' && (
          <Button onClick={() => open('reschedule')}>{t('meetings.actions.reschedule')}</Button>
        )}
        <Button danger onClick={() => open('cancel')}>
          {t('meetings.actions.cancel')}
        </Button>
      </Flex>
      <ReasonDialog
        key={`reason-${dialog}`}
        open={dialog === 'decline' || dialog === 'cancel'}
        title={t(dialog === 'decline' ? 'meetings.confirm.declineTitle' : 'meetings.confirm.cancelTitle')}
        required
        busy={change.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={(reason) =>
          void (dialog === 'decline'
            ? run(meetingCalls.decline(meeting.id, reason), t('meetings.done.decline'))
            : run(meetingCalls.cancel(meeting.id, reason), t('meetings.done.cancel')))
        }
      />
      <ReasonDialog
        key={`slots-${dialog}`}
        open={dialog === 'counter' || dialog === 'reschedule'}
        title={t(dialog === 'counter' ? 'meetings.confirm.counterTitle' : 'meetings.confirm.rescheduleTitle')}
        required={dialog === 'reschedule'}
        busy={change.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={(reason) =>
          withSlots(reason, (drafts) => {
            const [first] = drafts;
            void (dialog === 'counter'
              ? run(meetingCalls.counter(meeting.id, drafts.map(toSlot), reason), t('meetings.done.counter'))
              : first &&
                run(
                  meetingCalls.reschedule(meeting.id, toSlot(first), reason),
                  t('meetings.done.reschedule'),
                ));
          })
        }
      >
        <SlotEditor
          value={slots}
          onChange={setSlots}
          max={dialog === 'reschedule' ? 1 : undefined}
          showProblems={tried}
        />
      </ReasonDialog>
    </section>
  );
}
