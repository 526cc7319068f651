import type { NotificationItem } from '@portal/contracts/notifications';
import { type ComponentType, createContext } from 'react';

/**
 * How one notification shows in the notifications widget: the app passes the bell's own entry, so the
 * dashboard writes notification texts exactly as the bell does without importing that feature.
 */
export const NotificationEntrySlot = createContext<ComponentType<{ item: NotificationItem }> | null>(null);
