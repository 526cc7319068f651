import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { mockApi } from '../../../test/mock-api';
import { application, tsmcRegistry } from '../test-fixtures';
import { RegistryComparison } from './registry-comparison';

/** Screens as wide as the query asks (every `min-width` query matches) or a phone (none does). */
function stubScreen(isWide: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: isWide,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

function renderComparison(registry = tsmcRegistry) {
  mockApi({});
  const company = { ...application().company, capital: 1000, representative: '喻小芫' };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RegistryComparison company={company} registry={{ ...registry, representative: '喻O芫' }} />
    </QueryClientProvider>,
  );
}

describe('RegistryComparison', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('is a table on a wide screen: field, typed, registry and result in words', () => {
    restore = stubScreen(true);
    renderComparison();
    const table = screen.getByRole('table', { name: /逐欄比對/ });
    const row = (field: string) =>
      within(table).getByRole('rowheader', { name: field }).closest('tr') as HTMLElement;
    expect(row('代表人').dataset.result).toBe('same');
    expect(within(row('代表人')).getByText('一致')).toBeTruthy();
    expect(row('資本額（新臺幣）').dataset.result).toBe('different');
    expect(within(row('資本額（新臺幣）')).getByText('不一致')).toBeTruthy();
    expect(screen.getByText(/被遮蔽的字不比對/)).toBeTruthy();
  });

  it('is a list of fields on a phone', () => {
    restore = stubScreen(false);
    renderComparison();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: /逐欄比對/ });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getAllByText('不一致')).toHaveLength(1);
  });
});
