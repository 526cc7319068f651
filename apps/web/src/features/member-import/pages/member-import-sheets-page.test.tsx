import { memberImportErrors } from '@portal/contracts/errors-member-import';
import type { Language } from '@portal/contracts/i18n';
import type { ImportPreview } from '@portal/contracts/member-import';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { type ApiCall, apiError, type MockReply, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { vendorUser } from '../../company/test-fixtures';

/** Types a value at once (a paste): each keystroke re-validates an antd form, slow on a busy machine. */
const fill = async (field: HTMLElement, value: string) => {
  await userEvent.clear(field);
  await userEvent.paste(value);
};

const owner = vendorUser('owner');
const sheetId = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';
const link = `https://docs.google.com/spreadsheets/d/${sheetId}/edit#gid=0`;

const preview: ImportPreview = {
  id: '0190a2b4-0000-7000-8000-000000000002',
  status: 'preview',
  source: 'sheets',
  fileName: `Google Sheets ${sheetId.slice(0, 12)}… 名單!A1:E`,
  totalRows: 2,
  counts: { invite: 1, member: 0, otherVendor: 0, pending: 0, duplicate: 0, invalid: 1 },
  unknownColumns: [],
  progress: { total: 1, done: 0, failed: 0 },
  createdTime: '2026-11-25T01:00:00.000Z',
  expiresTime: '2026-11-26T01:00:00.000Z',
  finishedTime: null,
  rows: [
    {
      row: 2,
      name: '王小明',
      email: 'ming@example.test',
      mobile: '',
      jobTitle: '',
      role: 'member',
      verdict: 'invite',
      state: 'waiting',
      problems: [],
    },
    {
      row: 3,
      name: '林小華',
      email: 'x',
      mobile: '',
      jobTitle: '',
      role: 'member',
      verdict: 'invalid',
      problems: [{ field: 'email', code: 'FIELD_INVALID_FORMAT', message: '格式不正確。' }],
      state: 'waiting',
    },
  ],
};

type SheetsCode = 'SHEETS_BAD_LINK' | 'SHEETS_PRIVATE' | 'SHEETS_NOT_FOUND' | 'SHEETS_UNAVAILABLE';

/** The server's refusal, in the language the call asked for (as the API writes it from the catalogue). */
function refusal(call: ApiCall, code: SheetsCode, status: number, field?: string): MockReply {
  const language = call.headers.get('Accept-Language') as Language;
  const message = memberImportErrors[code][language];
  return apiError(status, { code, message, ...(field ? { field } : {}) });
}

const sheetsAvailable = (available: boolean) => ({
  'GET Vendor/Members/Batch/Options': { body: { sheetsAvailable: available } },
});
const readButton = (name = '讀取試算表') => screen.getByText(name).closest('button') as HTMLElement;

describe('member-import2: importing from Google Sheets', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import('./member-import-sheets-page'),
      import('./member-import-page'),
      import('../../../lib/locales/zh-hant-member-import'),
    ]);
  }, 30_000);

  it('with a key: refuses an empty link, reads a link with its range, then shows the preview', async () => {
    const api = mockApi({
      ...sheetsAvailable(true),
      'POST Vendor/Members/Batch/Sheets': { body: preview },
      [`GET Vendor/Members/Batch/${preview.id}`]: { body: preview },
    });
    renderApp('/member-import2', { user: owner });
    const linkField = await screen.findByLabelText('試算表連結或 ID', undefined, { timeout: 30_000 });
    expect(
      screen.getByText(
        '貼上 Google 試算表連結（須設為「知道連結的任何人都能檢視」），或輸入試算表 ID 與範圍。',
      ),
    ).toBeTruthy();
    expect(screen.getByText('改為上傳檔案').closest('a')?.getAttribute('href')).toBe('/member-import');

    // Nothing typed, or only spaces: refused on the form, nothing sent.
    await userEvent.click(readButton());
    expect(await screen.findByText('請輸入試算表連結或 ID')).toBeTruthy();
    await fill(linkField, '   ');
    await userEvent.click(readButton());
    await waitFor(() => expect(screen.getByText('請輸入試算表連結或 ID')).toBeTruthy());
    expect(api.callsTo('POST Vendor/Members/Batch/Sheets')).toHaveLength(0);
    await fill(linkField, `  ${link}  `);
    await fill(screen.getByLabelText('範圍（選填，例如 工作表1!A1:E）'), '名單!A1:E');
    await userEvent.click(readButton());

    expect(await screen.findByText('共 2 列：可邀請 1 列，需處理 1 列。')).toBeTruthy();
    const reads = api.callsTo('POST Vendor/Members/Batch/Sheets');
    expect(reads).toHaveLength(1);
    expect(reads[0]?.body).toEqual({ url: link, range: '名單!A1:E' });
    // The preview's id is in the address, so a reload shows it again.
    expect(screen.getByTestId('location').textContent).toBe(`/member-import2?id=${preview.id}`);
    expect(api.callsTo(`GET Vendor/Members/Batch/${preview.id}`)).toHaveLength(1);
  });

  it('sends a bare id as the spreadsheet id, with no range when none is given', async () => {
    const api = mockApi({
      ...sheetsAvailable(true),
      'POST Vendor/Members/Batch/Sheets': { body: preview },
      [`GET Vendor/Members/Batch/${preview.id}`]: { body: preview },
    });
    renderApp('/member-import2', { user: owner });
    await fill(await screen.findByLabelText('試算表連結或 ID', undefined, { timeout: 30_000 }), sheetId);
    await userEvent.click(readButton());
    expect(await screen.findByText('共 2 列：可邀請 1 列，需處理 1 列。')).toBeTruthy();
    expect(api.callsTo('POST Vendor/Members/Batch/Sheets')[0]?.body).toEqual({ spreadsheetId: sheetId });
  });

  it('tells a bad link, a private sheet, a missing one and an unavailable service apart, in the user’s words', async () => {
    const answers: Record<string, (call: ApiCall) => MockReply> = {
      'https://example.com/spreadsheets/d/1AbCdEfGhIjKl': (call) =>
        refusal(call, 'SHEETS_BAD_LINK', 400, 'url'),
      privateSheet1234: (call) => refusal(call, 'SHEETS_PRIVATE', 400),
      missingSheet1234: (call) => refusal(call, 'SHEETS_NOT_FOUND', 400),
      brokenSheet12345: (call) => refusal(call, 'SHEETS_UNAVAILABLE', 503),
    };
    const api = mockApi({
      ...sheetsAvailable(true),
      'POST Vendor/Members/Batch/Sheets': (call) => {
        const body = call.body as { url?: string; spreadsheetId?: string };
        const answer = answers[body.url ?? body.spreadsheetId ?? ''];
        return answer ? answer(call) : { body: preview };
      },
    });
    renderApp('/member-import2', { user: owner });
    const linkField = await screen.findByLabelText('試算表連結或 ID', undefined, { timeout: 30_000 });
    const expected: [string, string][] = [
      ['https://example.com/spreadsheets/d/1AbCdEfGhIjKl', '這不是有效的 Google 試算表連結或 ID。'],
      ['privateSheet1234', '無法讀取此試算表：請將共用設定改為「知道連結的任何人都能檢視」。'],
      ['missingSheet1234', '找不到此試算表或工作表範圍，請確認連結與範圍。'],
      ['brokenSheet12345', 'Google 試算表服務暫時無法使用，請稍後再試，或改為上傳檔案。'],
    ];
    for (const [typed, message] of expected) {
      await fill(linkField, typed);
      await userEvent.click(readButton());
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    }
    const bodies = api.callsTo('POST Vendor/Members/Batch/Sheets').map((call) => call.body);
    expect(bodies).toEqual([
      { url: 'https://example.com/spreadsheets/d/1AbCdEfGhIjKl' },
      { spreadsheetId: 'privateSheet1234' },
      { spreadsheetId: 'missingSheet1234' },
      { spreadsheetId: 'brokenSheet12345' },
    ]);
    // Still on the form: no preview was made.
    expect(screen.getByTestId('location').textContent).toBe('/member-import2');
  });

  it('shows the server’s refusal in English to an English-speaking user', async () => {
    await i18n.changeLanguage('en');
    const api = mockApi({
      ...sheetsAvailable(true),
      'POST Vendor/Members/Batch/Sheets': (call) => refusal(call, 'SHEETS_PRIVATE', 400),
    });
    renderApp('/member-import2', { user: owner });
    await fill(
      await screen.findByLabelText('Sheet link or id', undefined, { timeout: 30_000 }),
      'privateSheet1234',
    );
    await userEvent.click(readButton('Read the sheet'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sheet is private. Share it as “Anyone with the link can view”.',
    );
    expect(api.callsTo('POST Vendor/Members/Batch/Sheets')[0]?.headers.get('Accept-Language')).toBe('en');
  });

  it('without a key: says so, offers no form, and the file page it sends to has no link to Sheets', async () => {
    const api = mockApi(sheetsAvailable(false));
    renderApp('/member-import2', { user: owner });
    expect(
      await screen.findByText('本平台未啟用 Google 試算表匯入，請改為上傳檔案。', undefined, {
        timeout: 30_000,
      }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('試算表連結或 ID')).toBeNull();
    const toFile = screen.getByText('改為上傳檔案').closest('a') as HTMLElement;
    expect(toFile.getAttribute('href')).toBe('/member-import');

    // The file page reads the same answer (already here, so settled when it first renders).
    await userEvent.click(toFile);
    expect(await screen.findByText('下載範本（中文）', undefined, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/member-import');
    expect(screen.queryByText('從 Google 試算表匯入')).toBeNull();
    expect(api.callsTo('GET Vendor/Members/Batch/Options')).toHaveLength(1);
    expect(api.callsTo('POST Vendor/Members/Batch/Sheets')).toHaveLength(0);
  });
});

describe('member-import: the link to Google Sheets', { timeout: 60_000 }, () => {
  it('is shown when a key is configured, and leads to the Sheets page', async () => {
    mockApi(sheetsAvailable(true));
    renderApp('/member-import', { user: owner });
    const toSheets = await screen.findByText('從 Google 試算表匯入', undefined, { timeout: 30_000 });
    const anchor = toSheets.closest('a') as HTMLElement;
    expect(anchor.getAttribute('href')).toBe('/member-import2');
    await userEvent.click(anchor);
    expect(await screen.findByLabelText('試算表連結或 ID', undefined, { timeout: 30_000 })).toBeTruthy();
  });
});
