import ExcelJS from 'exceljs';
import { buildApp } from '../apps/api/src/app';
import { loadEnv } from '../apps/api/src/config/env';
import type { DatabaseHandle } from '../apps/api/src/db/client';
import { vendors } from '../apps/api/src/db/vendor-schema';
import { adminToken } from './list-load';

/** 10 000 rows (the import's maximum); BENCH_IMPORT_ROWS runs a smaller file. */
export const importBenchRows = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);

/** A 10 000-row workbook as the template lays it out (every address new). */
async function workbook(tag: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('成員');
  sheet.addRow(['姓名', '電子郵件', '手機', '職稱', '角色']);
  for (let i = 0; i < importBenchRows; i += 1)
    sheet.addRow([`匯入者${i}`, `bench-import-${tag}-${i}@example.test`, '0912-345-678', '專員', '成員']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Samples the process's resident memory every 50 ms; the growth is the peak over the start. */
function memoryWatch() {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  return () => {
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
    return Math.round((peak - start) / (1024 * 1024));
  };
}

/**
 * Preview and apply of a 10 000-row .xlsx through the real app (its job runner working, as the server
 * runs it), by an administrator for a seeded vendor: rows per second of each, and memory growth.
 */
export async function benchMemberImport(database: DatabaseHandle) {
  const app = await buildApp({ config: loadEnv({ CAPTCHA_ENABLED: 'false' }), database, runJobs: true });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const [vendor] = await database.db.select({ id: vendors.id }).from(vendors).limit(1);
  if (!vendor) throw new Error('no vendor seeded');
  const token = await adminToken(url);
  const headers = { authorization: `Bearer ${token}` };
  const file = await workbook(Date.now().toString(36));

  global.gc?.();
  const previewMemory = memoryWatch();
  const form = new FormData();
  form.append('file', new Blob([file]), 'members.xlsx');
  const previewStart = performance.now();
  const previewResponse = await fetch(`${url}/api/v1/Vendor/Members/Batch?vendorId=${vendor.id}`, {
    method: 'POST',
    headers,
    body: form,
  });
  const preview = (await previewResponse.json()) as { id: string; counts: { invite: number } };
  const previewSeconds = (performance.now() - previewStart) / 1000;
  const previewGrowthMb = previewMemory();
  console.error(`member import preview: ${previewSeconds.toFixed(1)} s`);
  if (preview.counts?.invite !== importBenchRows) throw new Error(`preview: ${JSON.stringify(preview)}`);

  global.gc?.();
  const applyMemory = memoryWatch();
  const applyStart = performance.now();
  await fetch(`${url}/api/v1/Vendor/Members/Batch/Apply?vendorId=${vendor.id}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ id: preview.id }),
  });
  let status = { status: 'queued', progress: { done: 0, failed: 0 } };
  while (status.status !== 'done') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = (await (
      await fetch(`${url}/api/v1/Vendor/Members/Batch/${preview.id}/Status?vendorId=${vendor.id}`, {
        headers,
      })
    ).json()) as typeof status;
    console.error(`member import apply: ${JSON.stringify(status.progress)}`);
  }
  const applySeconds = (performance.now() - applyStart) / 1000;
  const applyGrowthMb = applyMemory();
  await app.close();
  return {
    rows: importBenchRows,
    fileBytes: file.length,
    preview: {
      seconds: Number(previewSeconds.toFixed(2)),
      rowsPerSecond: Math.round(importBenchRows / previewSeconds),
      memoryGrowthMb: previewGrowthMb,
    },
    apply: {
      seconds: Number(applySeconds.toFixed(2)),
      rowsPerSecond: Math.round(importBenchRows / applySeconds),
      invited: status.progress.done,
      failed: status.progress.failed,
      memoryGrowthMb: applyGrowthMb,
    },
    budget: { rowsPerSecond: 5_000, memoryGrowthMb: 200 },
  };
}
