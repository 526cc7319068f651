import type { NotificationItem } from '@portal/contracts/notifications';
import type { TFunction } from 'i18next';

type TextParts = Pick<NotificationItem, 'kind' | 'params'>;

const decided = (value: string | undefined) => (value === 'rejected' ? 'rejected' : 'accepted');

/**
 * A notification's text in the interface language, from its kind and `params`. A missing fact reads
 * as a neutral word (「有人」, an empty subject) rather than a placeholder.
 */
export function notificationText(t: TFunction, item: TextParts): string {
  const params = item.params;
  const facts = {
    person: params.person || t('notifications.someone'),
    subject: params.subject ?? '',
    company: params.company ?? '',
  };
  switch (item.kind) {
    case 'application-decided':
      return t(`notifications.kinds.application-decided.${decided(params.decision)}`, {
        ...facts,
        request: t(`notifications.requests.${params.request === 'upgrade' ? 'upgrade' : 'apply'}`),
      });
    case 'join-request': {
      const status =
        params.status === 'pending' || params.status === undefined ? 'pending' : decided(params.status);
      return t(`notifications.kinds.join-request.${status}`, facts);
    }
    default:
      return t(`notifications.kinds.${item.kind}`, facts);
  }
}

/**
 * A path of the app inside the current layout: `inLayout('/top-menu', '/review/apply')` is
 * `/top-menu/review/apply`; the base may be relative (`..` from a page of the layout).
 */
export function inLayout(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
