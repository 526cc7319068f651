import { DatePicker, type GetProps } from 'antd';
import { useId } from 'react';

type RangePickerProps = GetProps<typeof DatePicker.RangePicker>;

/**
 * antd's date range picker with a label on each of its two inputs: a placeholder is no label (axe,
 * `label-title-only`). Inside a `Form.Item` the item's label names the first input through the `id`
 * the item hands down; `startLabel` names it elsewhere.
 */
export function LabelledRangePicker({
  id,
  startLabel,
  endLabel,
  ...props
}: Omit<RangePickerProps, 'id'> & { id?: string; startLabel?: string; endLabel: string }) {
  const ownId = useId();
  const startId = id ?? `${ownId}-start`;
  const endId = `${id ?? ownId}-end`;
  return (
    <>
      {startLabel && (
        <label htmlFor={startId} className="visually-hidden">
          {startLabel}
        </label>
      )}
      <DatePicker.RangePicker {...props} id={{ start: startId, end: endId }} />
      <label htmlFor={endId} className="visually-hidden">
        {endLabel}
      </label>
    </>
  );
}
