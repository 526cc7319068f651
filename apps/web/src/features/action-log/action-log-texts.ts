import type { ActionKind } from '@portal/contracts/action-log';
import type { TFunction } from 'i18next';

export function actionLabel(t: TFunction, action: ActionKind): string {
  return t(`actionLog.actions.${action}`);
}

/** Tag colours of the actions (the tag always carries the action's name, never the colour alone). */
export const actionColors: Record<ActionKind, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  'sign-in': 'cyan',
  'sign-in-failed': 'orange',
  'sign-out': 'default',
  'access-denied': 'magenta',
  'password-changed': 'purple',
  'password-reset': 'purple',
  'sessions-ended': 'gold',
  resend: 'geekblue',
  export: 'default',
};

/** Actions whose before and after are a record's two versions (the others log an event's details). */
export const recordChangeActions: readonly ActionKind[] = ['create', 'update', 'delete'];
