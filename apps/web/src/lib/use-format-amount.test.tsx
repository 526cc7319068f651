import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api';
import { fallbackConfiguration } from './configuration';
import { createQueryClient } from './query-client';
import { useFormatAmount } from './use-format-amount';

function renderFormatAmount() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(useFormatAmount, { wrapper });
}

describe('useFormatAmount', () => {
  it("groups with the specification's dot until the configuration says otherwise", () => {
    mockApi({ 'GET Configuration': () => new Promise(() => {}) });
    const { result } = renderFormatAmount();
    expect(result.current(1234567)).toBe('1.234.567');
    expect(result.current(1234.5, { decimals: 2 })).toBe('1.234,50');
  });

  it('groups with the configured comma', async () => {
    mockApi({ 'GET Configuration': { body: { ...fallbackConfiguration, currencyGroupSeparator: ',' } } });
    const { result } = renderFormatAmount();
    await waitFor(() => expect(result.current(1234567)).toBe('1,234,567'));
    expect(result.current(-1234.5, { decimals: 2 })).toBe('-1,234.50');
    expect(result.current('12345678901234567890')).toBe('12,345,678,901,234,567,890');
  });
});
