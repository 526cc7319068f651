import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { formatList, useFormatList } from './format-list';
import { i18n } from './i18n';

describe('formatList', () => {
  it('joins with 、 and 和 in zh-Hant', () => {
    expect(formatList(['文具', '印刷', '包裝'], 'zh-Hant')).toBe('文具、印刷和包裝');
    expect(formatList(['文具', '印刷'], 'zh-Hant')).toBe('文具和印刷');
  });

  it('joins with commas and "and" in English, never with 、', () => {
    expect(formatList(['Stationery', 'Printing', 'Packaging'], 'en')).toBe(
      'Stationery, Printing, and Packaging',
    );
    expect(formatList(['一般會員', '紀錄檢視'], 'en')).toBe('一般會員 and 紀錄檢視');
  });

  it('leaves one item as it is and no items empty', () => {
    expect(formatList(['文具'], 'zh-Hant')).toBe('文具');
    expect(formatList([], 'en')).toBe('');
  });
});

describe('useFormatList', () => {
  it('follows the interface language', async () => {
    const { result, rerender } = renderHook(() => useFormatList());
    expect(result.current(['甲', '乙'])).toBe('甲和乙');
    await act(() => i18n.changeLanguage('en'));
    rerender();
    expect(result.current(['A', 'B'])).toBe('A and B');
  });
});
