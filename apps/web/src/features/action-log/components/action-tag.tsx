import type { ActionKind } from '@portal/contracts/action-log';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionColors, actionLabel } from '../action-log-texts';

/** An action's name in a tag of its colour, readable at 4.5:1 in both modes (action-log.css). */
export function ActionTag({ action }: { action: ActionKind }) {
  const { t } = useTranslation();
  const color = actionColors[action];
  return (
    <Tag className={color === 'default' ? undefined : `action-tag-${color}`}>{actionLabel(t, action)}</Tag>
  );
}
