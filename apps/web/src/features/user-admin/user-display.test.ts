import { describe, expect, it } from 'vitest';
import { i18n, loadTextBundle } from '../../lib/i18n';
import { vendorText } from './user-display';

describe('vendorText', () => {
  it('names the vendor with the user’s part in it', async () => {
    await loadTextBundle('users');
    const t = i18n.getFixedT('zh-Hant');
    expect(
      vendorText({ id: '01930000-0000-7000-8000-000000000001', name: '台灣精密', role: 'owner' }, t),
    ).toBe('台灣精密（主帳號）');
  });
});
