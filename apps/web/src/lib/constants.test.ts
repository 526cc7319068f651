import { maxClientLogContent } from '@portal/contracts/client-log';
import { describe, expect, it } from 'vitest';
import {
  chartTypes,
  chunkLoadTimeoutMs,
  datePickerFormat,
  defaultAmountSeparator,
  defaultIconSize,
  listStaleTimeMs,
  modalTransitionMs,
  modalZIndex,
} from './constants';
import { maxLogContentLength } from './error-reporter';

describe('specification constants', () => {
  it('match spec §9', () => {
    expect(listStaleTimeMs).toBe(15_000);
    expect(chunkLoadTimeoutMs).toBe(120_000);
    expect(datePickerFormat).toBe('D MMM, YYYY');
    expect(modalZIndex).toBe(52);
    expect(modalTransitionMs).toBe(200);
    expect(defaultIconSize).toBe(24);
    expect(chartTypes).toEqual(['line', 'pie', 'doughnut', 'bar']);
    expect(defaultAmountSeparator).toBe('.');
  });

  it("truncate log content at the server's limit", () => {
    expect(maxLogContentLength).toBe(maxClientLogContent);
  });
});
