import type { ActionKind } from '@portal/contracts/action-log';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionColors, actionLabel } from '../action-log-texts';

/** An action's name in a tag of its colour (readable at 4.5:1 in both modes: styles.css). */
export function ActionTag({ action }: { action: ActionKind }) {
  const { t } = useTranslation();
  return <Tag color={actionColors[action]}>{actionLabel(t, action)}</Tag>;
}
