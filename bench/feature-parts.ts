import { atLeast, atMost, type BenchPart } from './figures';
import { createImageBenchUser, measureImageUploads } from './image-upload';
import { benchMemberImport } from './member-import-load';

/** Picture upload: 12-megapixel JPEGs one at a time, sharp on one thread (bench/image-upload.ts). */
export const imageUpload: BenchPart = {
  name: 'picture upload',
  ids: ['IMG'],
  async run({ appUrl, database }) {
    await createImageBenchUser(database.db);
    const result = await measureImageUploads(appUrl);
    return [
      atMost(
        'IMG',
        'CPU time of one 12-MP upload (median)',
        result.medianCpuMs,
        result.budgetMs,
        'ms',
        `wall median ${result.medianMs} ms`,
      ),
    ];
  },
};

/** Bulk import of a vendor's people: preview and apply of a workbook (bench/member-import-load.ts). */
export const memberImport: BenchPart = {
  name: 'member import',
  ids: ['IMP'],
  async run({ database }) {
    const result = await benchMemberImport(database);
    const { rowsPerSecond, memoryGrowthMb } = result.budget;
    return [
      atLeast(
        'IMP',
        `import preview, ${result.rows} rows`,
        result.preview.rowsPerSecond,
        rowsPerSecond,
        'rows/s',
      ),
      atLeast(
        'IMP',
        `import apply, ${result.rows} rows`,
        result.apply.rowsPerSecond,
        rowsPerSecond,
        'rows/s',
      ),
      atMost(
        'IMPb',
        'import memory growth (worse step)',
        Math.max(result.preview.memoryGrowthMb, result.apply.memoryGrowthMb),
        memoryGrowthMb,
        'MB',
      ),
    ];
  },
};
