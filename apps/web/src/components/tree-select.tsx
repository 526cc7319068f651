import { TreeSelect as AntTreeSelect, type TreeSelectProps } from 'antd';
import { useId } from 'react';

/**
 * antd's TreeSelect: its combobox names the open list in `aria-controls` and `aria-owns` (`{id}_list`),
 * but the tree-select's list never takes that id, so an open picker pointed assistive technology at
 * nothing (axe: aria-valid-attr-value). Here the popup is wrapped in an element of that id.
 */
export function TreeSelect<V = unknown>({ id, popupRender, ...props }: TreeSelectProps<V>) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <AntTreeSelect<V>
      {...props}
      id={inputId}
      popupRender={(menu) => <div id={`${inputId}_list`}>{popupRender ? popupRender(menu) : menu}</div>}
    />
  );
}
