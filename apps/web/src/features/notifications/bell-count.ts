/** The bell's number: unread notifications and unread announcements together (each may still be loading). */
export function bellCount(notificationsUnread: number | undefined, newsUnread: number | undefined): number {
  return (notificationsUnread ?? 0) + (newsUnread ?? 0);
}
