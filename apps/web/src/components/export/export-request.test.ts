import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportUrl, progressOf, startExport } from './export-request';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('exportUrl', () => {
  it('repeats the filters and order shown, and the list’s own parameters, without the page', () => {
    const url = new URL(
      exportUrl(
        'Members',
        {
          condition: { keyword: '王', role: undefined },
          sortings: [{ field: 'name', dir: 'desc' }],
          extra: { status: 'active', vendorId: undefined },
        },
        'xlsx',
      ),
      'http://portal.test',
    );
    expect(url.pathname).toMatch(/\/Exports\/Members$/);
    expect(url.searchParams.get('format')).toBe('xlsx');
    expect(JSON.parse(url.searchParams.get('condition') ?? '{}')).toEqual({ keyword: '王' });
    expect(JSON.parse(url.searchParams.get('sortings') ?? '[]')).toEqual([{ field: 'name', dir: 'desc' }]);
    expect(url.searchParams.get('status')).toBe('active');
    expect(url.searchParams.has('vendorId')).toBe(false);
    expect(url.searchParams.has('page')).toBe(false);
  });
});

describe('progressOf', () => {
  it('counts rows written against the total, 100 only when done', () => {
    expect(progressOf({ status: 'queued', rowCount: 0, totalCount: 20_000 })).toBe(0);
    expect(progressOf({ status: 'running', rowCount: 5_000, totalCount: 20_000 })).toBe(25);
    expect(progressOf({ status: 'running', rowCount: 20_000, totalCount: 20_000 })).toBe(99);
    expect(progressOf({ status: 'done', rowCount: 20_000, totalCount: 20_000 })).toBe(100);
  });
});

describe('startExport', () => {
  it('answers the job when the server queues the export (202)', async () => {
    const job = {
      id: '0195f1a0-0000-7000-8000-000000000001',
      status: 'queued',
      rowCount: 0,
      totalCount: 12_000,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ job }), { status: 202 })),
    );
    await expect(startExport('Users', {}, 'csv')).resolves.toEqual({ kind: 'job', job });
  });

  it('saves the file under the server’s name when it answers the file (200)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('\uFEFF帳號\r\n', {
            status: 200,
            headers: { 'content-disposition': 'attachment; filename="users-2026-11-25.csv"' },
          }),
      ),
    );
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await expect(startExport('Users', {}, 'csv')).resolves.toEqual({
      kind: 'file',
      name: 'users-2026-11-25.csv',
    });
    expect(click).toHaveBeenCalledOnce();
  });

  it('rejects with the server’s translated error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ errors: [{ code: 'FORBIDDEN', message: '您沒有權限' }], requestId: 'r' }),
            {
              status: 403,
            },
          ),
      ),
    );
    await expect(startExport('Users', {}, 'csv')).rejects.toMatchObject({ status: 403 });
  });
});
