import { describe, expect, it } from 'vitest';
import {
  composePath,
  counterpartOf,
  emptyStateOf,
  isMailboxView,
  mailboxParams,
  proposeMeetingPath,
} from './mailbox-query';

describe('the mailbox query', () => {
  it('sends the view and a trimmed keyword, leaving an empty keyword out', () => {
    expect(mailboxParams({ view: 'unread', keyword: '  螺絲 ', page: 2, pageSize: 20 })).toEqual({
      page: '2',
      pageSize: '20',
      condition: JSON.stringify({ view: 'unread', keyword: '螺絲' }),
    });
    expect(
      JSON.parse(mailboxParams({ view: 'inbox', keyword: '   ', page: 1, pageSize: 20 }).condition),
    ).toEqual({
      view: 'inbox',
    });
  });

  it('accepts only the four views from the address', () => {
    expect(['inbox', 'sent', 'unread', 'archived'].every(isMailboxView)).toBe(true);
    expect(isMailboxView('trash')).toBe(false);
    expect(isMailboxView(null)).toBe(false);
  });

  it('picks the empty state: not allowed to answer, no match, a buyer’s inbox, or the view’s own', () => {
    expect(emptyStateOf({ side: 'none', canCompose: false }, 'inbox', '')).toBe('notAnswerer');
    expect(emptyStateOf({ side: 'vendor', canCompose: false }, 'sent', '螺絲')).toBe('noMatch');
    expect(emptyStateOf({ side: 'buyer', canCompose: true }, 'inbox', '')).toBe('emptyBuyerInbox');
    expect(emptyStateOf({ side: 'vendor', canCompose: false }, 'inbox', '')).toBe('empty.inbox');
    expect(emptyStateOf({ side: 'buyer', canCompose: true }, 'archived', ' ')).toBe('empty.archived');
  });

  it('names the other party: the vendor for a buyer, the buyer for the vendor', () => {
    const thread = { vendor: { name: '甲公司' }, buyer: { name: '採購王' } };
    expect(counterpartOf(thread, 'buyer')).toBe('甲公司');
    expect(counterpartOf(thread, 'vendor')).toBe('採購王');
  });

  it('builds the compose and propose-a-meeting links', () => {
    expect(composePath()).toBe('inquiry-mailbox/new');
    expect(composePath({ vendorId: 'v1', productId: null })).toBe('inquiry-mailbox/new?vendorId=v1');
    expect(composePath({ vendorId: 'v1', productId: 'p1' })).toBe(
      'inquiry-mailbox/new?vendorId=v1&productId=p1',
    );
    expect(proposeMeetingPath({ id: 't1', vendor: { id: 'v1' }, buyer: { id: 'b1' } })).toBe(
      'meeting/new?vendorId=v1&inquiryId=t1&personId=b1',
    );
  });
});
