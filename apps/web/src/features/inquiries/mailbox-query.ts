import type { InquiryMailbox, InquiryView } from '@portal/contracts/inquiry';

export const mailboxViews: readonly InquiryView[] = ['inbox', 'unread', 'sent', 'archived'];

/** The `GET /Message` query of one view, keyword (trimmed; left out when empty) and page. */
export function mailboxParams(query: { view: InquiryView; keyword: string; page: number; pageSize: number }) {
  const condition: Record<string, string> = { view: query.view };
  const keyword = query.keyword.trim();
  if (keyword) condition.keyword = keyword;
  return { page: String(query.page), pageSize: String(query.pageSize), condition: JSON.stringify(condition) };
}

export function isMailboxView(value: string | null): value is InquiryView {
  return value !== null && (mailboxViews as readonly string[]).includes(value);
}

/** Which empty state a list shows: the search found nothing, the view is empty, or the person may not answer. */
export function emptyStateOf(
  mailbox: Pick<InquiryMailbox, 'side' | 'canCompose'>,
  view: InquiryView,
  keyword: string,
): 'notAnswerer' | 'noMatch' | `empty.${InquiryView}` | 'emptyBuyerInbox' {
  if (mailbox.side === 'none') return 'notAnswerer';
  if (keyword.trim()) return 'noMatch';
  if (view === 'inbox' && mailbox.side === 'buyer') return 'emptyBuyerInbox';
  return `empty.${view}`;
}

/** The other party of a thread, as the caller sees it: a buyer sees the vendor, the vendor sees the buyer. */
export function counterpartOf(
  thread: { vendor: { name: string }; buyer: { name: string } },
  side: 'buyer' | 'vendor' | 'none',
): string {
  return side === 'vendor' ? thread.buyer.name : thread.vendor.name;
}

/** The compose page's link, prefilled when the ids are known (the catalogue's 詢問 button uses it). */
export function composePath(options: { vendorId?: string | null; productId?: string | null } = {}): string {
  const params = new URLSearchParams();
  if (options.vendorId) params.set('vendorId', options.vendorId);
  if (options.productId) params.set('productId', options.productId);
  const query = params.toString();
  return query ? `inquiry-mailbox/new?${query}` : 'inquiry-mailbox/new';
}

/**
 * The meetings page's "new meeting" link from a thread: the vendor for the buyer's side, the buyer
 * (`personId`) for the vendor's side (the page uses the one that is the caller's counterpart).
 */
export function proposeMeetingPath(thread: {
  id: string;
  vendor: { id: string };
  buyer: { id: string };
}): string {
  const params = new URLSearchParams({
    vendorId: thread.vendor.id,
    inquiryId: thread.id,
    personId: thread.buyer.id,
  });
  return `meeting/new?${params}`;
}
