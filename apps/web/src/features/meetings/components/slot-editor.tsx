import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { meetingMaxSlotMinutes, meetingMaxSlots } from '@portal/contracts/meeting';
import { Button, Input, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { nextSlotDraft, type SlotDraft, slotProblem } from '../meeting-calendar';

interface SlotEditorProps {
  value: SlotDraft[];
  onChange: (slots: SlotDraft[]) => void;
  /** At most this many (1 for a reschedule); the contract's 5 unless given. */
  max?: number;
  /** Show each slot's problem (after a first try to send). */
  showProblems: boolean;
}

/**
 * 1–5 slots typed as Taipei wall time (`datetime-local` fields: the browser's own picker, no library),
 * whatever the browser's zone: the value is read as Asia/Taipei when sent.
 */
export function SlotEditor({ value, onChange, max = meetingMaxSlots, showProblems }: SlotEditorProps) {
  const { t } = useTranslation();
  const now = new Date();
  const idBase = useId();
  const set = (index: number, change: Partial<SlotDraft>) =>
    onChange(value.map((slot, at) => (at === index ? { ...slot, ...change } : slot)));
  return (
    <div>
      {value.map((slot, index) => {
        const problem = showProblems ? slotProblem(slot, now, meetingMaxSlotMinutes) : null;
        const number = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: slots have no identity but their place
          <div key={index}>
            <div className="meeting-slot-row">
              <label htmlFor={`${idBase}-start-${index}`}>
                {t('meetings.form.slotStart', { index: number })}
                <Input
                  id={`${idBase}-start-${index}`}
                  type="datetime-local"
                  value={slot.start}
                  status={problem ? 'error' : undefined}
                  onChange={(event) => set(index, { start: event.target.value })}
                />
              </label>
              <label htmlFor={`${idBase}-end-${index}`}>
                {t('meetings.form.slotEnd', { index: number })}
                <Input
                  id={`${idBase}-end-${index}`}
                  type="datetime-local"
                  value={slot.end}
                  status={problem ? 'error' : undefined}
                  onChange={(event) => set(index, { end: event.target.value })}
                />
              </label>
              {value.length > 1 && (
                <Button
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('meetings.form.removeSlot', { index: number })}
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                />
              )}
            </div>
            {problem && (
              <Typography.Text type="danger" role="alert">
                {t(`meetings.form.slotProblems.${problem}`)}
              </Typography.Text>
            )}
          </div>
        );
      })}
      {value.length < max && (
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={() => onChange([...value, nextSlotDraft(value, now)])}
        >
          {t('meetings.form.addSlot')}
        </Button>
      )}
    </div>
  );
}

/** Whether every slot is complete and sound (the server checks again). */
export function slotsAreSound(slots: readonly SlotDraft[]): boolean {
  const now = new Date();
  return slots.length > 0 && slots.every((slot) => slotProblem(slot, now, meetingMaxSlotMinutes) === null);
}
