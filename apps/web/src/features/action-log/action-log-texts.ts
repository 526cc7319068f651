import type { ActionKind } from '@portal/contracts/action-log';
import type { TFunction } from 'i18next';

/** The record types the server writes entries about, each with a translated name. */
export const knownEntityTypes = [
  'user',
  'role',
  'configuration',
  'buyer-profile',
  'vendor',
  'outbox-message',
  'route',
  'action-log',
  'client-log',
] as const;
export type KnownEntityType = (typeof knownEntityTypes)[number];

function isKnownEntityType(value: string): value is KnownEntityType {
  return (knownEntityTypes as readonly string[]).includes(value);
}

/** A record type's name in the interface language; a type without a translation shows as it is. */
export function entityTypeLabel(t: TFunction, entityType: string): string {
  return isKnownEntityType(entityType) ? t(`actionLog.entityTypes.${entityType}`) : entityType;
}

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
