import type { ImportPreview, ImportRow } from '@portal/contracts/member-import';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTextBundle } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { type ApiCall, mockApi } from '../../../test/mock-api';
import { applyState, filterRows, progressPercent } from '../import-verdicts';
import { ImportPreviewTable } from './import-preview-table';
import { ImportResult } from './import-result';

beforeAll(async () => {
  await Promise.all([loadTextBundle('memberImport', 'zh-Hant'), loadTextBundle('memberImport', 'en')]);
});

const row = (overrides: Partial<ImportRow>): ImportRow => ({
  row: 2,
  name: '王小明',
  email: 'ming@example.test',
  mobile: '',
  jobTitle: '',
  role: 'member',
  verdict: 'invite',
  state: 'waiting',
  problems: [],
  ...overrides,
});

const rows: ImportRow[] = [
  row({ row: 2 }),
  row({
    row: 3,
    email: 'x',
    verdict: 'invalid',
    problems: [{ field: 'email', code: 'FIELD_INVALID_FORMAT', message: '格式不正確。' }],
  }),
  row({
    row: 4,
    email: 'ming@example.test',
    verdict: 'duplicate',
    problems: [{ field: 'email', code: 'IMPORT_ROW_DUPLICATE', message: '與第 2 列的電子郵件重複。' }],
  }),
  row({
    row: 5,
    email: 'other@example.test',
    verdict: 'otherVendor',
    problems: [
      { field: 'email', code: 'IMPORT_ROW_OTHER_VENDOR', message: '此人已隸屬其他供應商，須先退出。' },
    ],
  }),
];

const preview = (overrides: Partial<ImportPreview> = {}): ImportPreview => ({
  id: '0190a2b4-0000-7000-8000-000000000001',
  status: 'preview',
  source: 'file',
  fileName: 'members.xlsx',
  totalRows: 4,
  counts: { invite: 1, member: 0, otherVendor: 1, pending: 0, duplicate: 1, invalid: 1 },
  unknownColumns: ['部門'],
  progress: { total: 1, done: 0, failed: 0 },
  createdTime: '2026-11-25T01:00:00.000Z',
  expiresTime: '2026-11-26T01:00:00.000Z',
  finishedTime: null,
  rows,
  ...overrides,
});

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('the verdict logic', () => {
  it('splits rows needing attention from those to invite, including rows that failed on apply', () => {
    expect(filterRows(rows, 'problems').map((r) => r.row)).toEqual([3, 4, 5]);
    expect(filterRows(rows, 'invite').map((r) => r.row)).toEqual([2]);
    const failed = [row({ row: 2, state: 'failed' })];
    expect(filterRows(failed, 'problems')).toHaveLength(1);
  });

  it('measures progress over the rows to invite and knows when a preview can be applied', () => {
    expect(progressPercent({ status: 'running', progress: { total: 200, done: 49, failed: 1 } })).toBe(25);
    expect(progressPercent({ status: 'queued', progress: { total: 0, done: 0, failed: 0 } })).toBe(0);
    expect(progressPercent({ status: 'done', progress: { total: 3, done: 1, failed: 1 } })).toBe(100);
    expect(applyState(preview())).toBe('ready');
    expect(applyState(preview({ counts: { ...preview().counts, invite: 0 } }))).toBe('nothing');
    expect(applyState(preview({ status: 'expired' }))).toBe('expired');
    expect(applyState(preview({ status: 'running' }))).toBe('applied');
  });
});

describe('ImportPreviewTable', () => {
  it('opens on the rows needing attention, each verdict in words with the field and the reason', async () => {
    render(<ImportPreviewTable rows={rows} />);
    expect(bodyRows()).toHaveLength(3);
    const invalid = bodyRows()[0] as HTMLElement;
    expect(within(invalid).getByText('資料有誤')).toBeTruthy();
    expect(within(invalid).getByText('電子郵件：格式不正確。')).toBeTruthy();
    expect(within(bodyRows()[1] as HTMLElement).getByText('檔案內重複')).toBeTruthy();
    expect(within(bodyRows()[2] as HTMLElement).getByText('隸屬其他供應商')).toBeTruthy();

    await userEvent.click(screen.getByText('全部'));
    expect(bodyRows()).toHaveLength(4);
    await userEvent.click(screen.getByText('可邀請'));
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('將寄送邀請')).toBeTruthy();
  });
});

describe('ImportResult', () => {
  it('applies after a confirmation and follows the progress until done', async () => {
    let statusCalls = 0;
    const api = mockApi({
      'GET Vendor/Members/Batch/0190a2b4-0000-7000-8000-000000000001/Status': () => {
        statusCalls += 1;
        return statusCalls < 2
          ? { body: preview() }
          : statusCalls < 4
            ? { body: { ...preview(), status: 'running', progress: { total: 1, done: 0, failed: 0 } } }
            : { body: { ...preview(), status: 'done', progress: { total: 1, done: 1, failed: 0 } } };
      },
      'POST Vendor/Members/Batch/Apply': ({ body }: ApiCall) => ({
        status: 202,
        body: { ...preview(), id: (body as { id: string }).id, status: 'queued' },
      }),
    });
    let finished = 0;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ImportResult preview={preview()} onStartOver={() => {}} onFinished={() => (finished += 1)} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('共 4 列：可邀請 1 列，需處理 3 列。')).toBeTruthy();
    expect(screen.getByText('下列欄位無法辨識，將略過：部門')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '寄送 1 份邀請' }));
    await userEvent.click(await screen.findByRole('button', { name: /^寄\s?送$/ }));
    await waitFor(() => expect(api.callsTo('POST Vendor/Members/Batch/Apply')).toHaveLength(1));
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('匯入完成：已寄出 1 份邀請，0 列失敗。')).toBeTruthy(), {
      timeout: 10_000,
    });
    expect(finished).toBe(1);
  });
});
