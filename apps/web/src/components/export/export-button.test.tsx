import type { ExportJob } from '@portal/contracts/exports';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../lib/query-client';
import { apiError, mockApi } from '../../test/mock-api';
import { ExportButton } from './export-button';

const jobId = '01930000-0000-7000-8000-0000000000e1';
const startKey = 'GET Exports/Users';
const jobKey = `GET Exports/Jobs/${jobId}`;
const fileKey = `GET Exports/Jobs/${jobId}/File`;

function job(changes: Partial<ExportJob> = {}): ExportJob {
  return {
    id: jobId,
    list: 'Users',
    format: 'csv',
    status: 'queued',
    rowCount: 0,
    totalCount: 12_000,
    fileName: 'users-2026-11-25.csv',
    errorCode: null,
    createdTime: '2026-11-25T02:00:00.000Z',
    expiresTime: null,
    downloadable: false,
    ...changes,
  };
}

const done = job({
  status: 'done',
  rowCount: 12_000,
  expiresTime: '2026-11-26T02:00:00.000Z',
  downloadable: true,
});

/** Answers the polled job in turn, staying on the last. */
function jobSequence(...answers: ExportJob[]) {
  let next = 0;
  return () => ({ body: answers[Math.min(next++, answers.length - 1)] });
}

function renderButton() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ExportButton list="Users" query={{ condition: { keyword: 'bulk' } }} />
    </AppProviders>,
  );
}

async function exportAsCsv() {
  await userEvent.click(screen.getByRole('button', { name: /匯出/ }));
  await userEvent.click(await screen.findByText('CSV 檔'));
}

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.restoreAllMocks();
});

describe('the export button with a job-backed export', { timeout: 60_000 }, () => {
  it('shows the progress while the job runs, then the link, and downloads the file', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = mockApi({
      [startKey]: { status: 202, body: { job: job() } },
      [jobKey]: jobSequence(job({ status: 'running', rowCount: 5_000 }), done),
      [fileKey]: { body: 'account\r\n' },
    });
    renderButton();
    await exportAsCsv();

    const dialog = await screen.findByRole('dialog', { name: '匯出清單' });
    expect(dialog.textContent).toContain('12,000 筆');
    // The polled progress: the rows written so far, as text and as a bar.
    expect(await screen.findByText('已處理 5,000 / 12,000 筆')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('41');

    // Done: the count, the link's expiry in Taiwan time, and the download.
    expect(await screen.findByText('檔案已完成（12,000 筆）。')).toBeTruthy();
    expect(screen.getByText('下載連結有效至 2026-11-26 10:00。')).toBeTruthy();
    const polls = api.callsTo(jobKey).length;
    await userEvent.click(screen.getByRole('button', { name: /下載檔案/ }));
    await waitFor(() => expect(api.callsTo(fileKey)).toHaveLength(1));
    expect(click).toHaveBeenCalled();
    expect(await screen.findByText('資訊: 已下載 users-2026-11-25.csv')).toBeTruthy();
    // A finished job is not polled again.
    expect(api.callsTo(jobKey)).toHaveLength(polls);
    expect(api.callsTo(startKey)[0]?.path).toBe('Exports/Users');
  });

  it('shows a failed job as an error, without a download', async () => {
    mockApi({
      [startKey]: { status: 202, body: { job: job() } },
      [jobKey]: jobSequence(job({ status: 'failed', errorCode: 'EXPORT_FAILED' })),
    });
    renderButton();
    await exportAsCsv();
    expect(await screen.findByText('匯出失敗，請重新匯出。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /下載檔案/ })).toBeNull();
  });

  it('shows an expired link without an active download button', async () => {
    mockApi({
      [startKey]: { status: 202, body: { job: job() } },
      [jobKey]: jobSequence({ ...done, downloadable: false }),
    });
    renderButton();
    await exportAsCsv();
    const button = await screen.findByRole('button', { name: /下載檔案/ });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it("tells the server's error when the export cannot start", async () => {
    mockApi({
      [startKey]: apiError(403, { code: 'FORBIDDEN', message: '您沒有執行此操作的權限。' }),
    });
    renderButton();
    await exportAsCsv();
    expect(await screen.findByText(/您沒有執行此操作的權限。/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
