import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the company registry's open-data API (GCIS, taiwan.md §2), answering like the real
 * service: HTTP 200 for everything it understands, the body telling found / not found / error.
 *
 * Records it holds from the start (every number has a valid checksum):
 * - 22099131 台灣積體電路製造股份有限公司: the real public answer (active);
 * - 90000001 停業示範股份有限公司: suspended, its window (Sus_Beg_Date .. Sus_End_Date) around today while
 *   its status text still says 核准設立 (the window wins);
 * - 91000004 解散示範有限公司: dissolved (解散, with a revocation date);
 * - 92000002 日期異常股份有限公司: active, with an impossible setup date (`1130230`) and blank values as
 *   spaces and missing keys;
 * - 93000000 測試科技股份有限公司: active, for browser journeys.
 * Any other valid number answers `[]` (not found), like the real service.
 */

export const companyDatasetPath = '/od/data/api/5F64D864-61CB-4D0D-8AD9-492047CC1EA6';

/** The registry's real answer for 22099131 (public registry data). */
export const tsmcRecord = {
  Business_Accounting_NO: '22099131',
  Company_Status_Desc: '核准設立',
  Company_Name: '台灣積體電路製造股份有限公司',
  Capital_Stock_Amount: 280500000000,
  Paid_In_Capital_Amount: 259323700670,
  Responsible_Name: '魏哲家',
  Company_Location: '新竹科學園區新竹市力行六路8號',
  Register_Organization_Desc: '國家科學及技術委員會新竹科學園區管理局',
  Company_Setup_Date: '0760221',
  Change_Of_Approval_Data: '1150525',
  Revoke_App_Date: '',
  Case_Status: '',
  Case_Status_Desc: '',
  Sus_App_Date: '',
  Sus_Beg_Date: '',
  Sus_End_Date: '',
} as const;

export const fakeUbns = {
  tsmc: '22099131',
  suspended: '90000001',
  dissolved: '91000004',
  impossibleDate: '92000002',
  e2e: '93000000',
  /** Valid checksum, no record. */
  unknown: '94000003',
} as const;

/** `date` in the registry's ROC `YYYMMDD` (Taipei's calendar day). */
export function toRocDate(date: Date): string {
  const taipei = new Date(date.getTime() + 8 * 3600 * 1000);
  const year = String(taipei.getUTCFullYear() - 1911).padStart(3, '0');
  const month = String(taipei.getUTCMonth() + 1).padStart(2, '0');
  const day = String(taipei.getUTCDate()).padStart(2, '0');
  return `${year}${month}${day}`;
}

const dayMs = 24 * 3600 * 1000;

/** The invented companies; the suspension window spans a year either side of `today`. */
export function inventedRecords(today: Date): Record<string, object> {
  const base = {
    Capital_Stock_Amount: 10000000,
    Paid_In_Capital_Amount: 10000000,
    Register_Organization_Desc: '臺北市政府',
    Revoke_App_Date: '',
    Case_Status: '',
    Case_Status_Desc: '',
    Sus_App_Date: '',
    Sus_Beg_Date: '',
    Sus_End_Date: '',
  };
  return {
    [fakeUbns.suspended]: {
      ...base,
      Business_Accounting_NO: fakeUbns.suspended,
      Company_Status_Desc: '核准設立',
      Company_Name: '停業示範股份有限公司',
      Responsible_Name: '王O明',
      Company_Location: '臺北市中正區重慶南路一段122號',
      Company_Setup_Date: '1000105',
      Change_Of_Approval_Data: toRocDate(new Date(today.getTime() - 400 * dayMs)),
      Sus_App_Date: toRocDate(new Date(today.getTime() - 370 * dayMs)),
      Sus_Beg_Date: toRocDate(new Date(today.getTime() - 365 * dayMs)),
      Sus_End_Date: toRocDate(new Date(today.getTime() + 365 * dayMs)),
    },
    [fakeUbns.dissolved]: {
      ...base,
      Business_Accounting_NO: fakeUbns.dissolved,
      Company_Status_Desc: '解散',
      Company_Name: '解散示範有限公司',
      Capital_Stock_Amount: 0,
      Responsible_Name: '陳O華',
      Company_Location: '臺中市西屯區臺灣大道三段99號',
      Company_Setup_Date: '0950712',
      Change_Of_Approval_Data: '1120301',
      Revoke_App_Date: '1120301',
    },
    [fakeUbns.impossibleDate]: {
      ...base,
      Business_Accounting_NO: fakeUbns.impossibleDate,
      Company_Status_Desc: '核准設立',
      Company_Name: '日期異常股份有限公司',
      Responsible_Name: '   ',
      Company_Location: '高雄市前鎮區成功二路25號',
      Company_Setup_Date: '1130230',
      Change_Of_Approval_Data: '1140110',
      Register_Organization_Desc: undefined,
      Sus_Beg_Date: ' ',
    },
    [fakeUbns.e2e]: {
      ...base,
      Business_Accounting_NO: fakeUbns.e2e,
      Company_Status_Desc: '核准設立',
      Company_Name: '測試科技股份有限公司',
      Capital_Stock_Amount: 50000000,
      Paid_In_Capital_Amount: 30000000,
      Responsible_Name: '林O安',
      Company_Location: '臺北市信義區市府路45號',
      Company_Setup_Date: '1050816',
      Change_Of_Approval_Data: '1140620',
    },
  };
}

export type FakeGcisMode =
  | 'normal'
  | 'empty-body'
  | 'empty-array'
  | 'filter-error'
  | 'html-busy'
  | 'status-500'
  | 'slow';

export interface FakeGcis {
  /** Base URL, e.g. `http://127.0.0.1:41234` (GCIS_BASE_URL). */
  url: string;
  /** By UBN; tests may add, change or delete records. */
  records: Map<string, object>;
  mode: FakeGcisMode;
  /** How long a 'slow' answer waits before answering normally. */
  slowMs: number;
  /** Path and query of every request, in order. */
  requests: string[];
  /** `Date.now()` when each request arrived (same order as `requests`). */
  requestTimes: number[];
  close(): Promise<void>;
}

const filterErrorText = '$filter參數有誤，請確認後再查詢。';
const missingApiText = '此API不存在，請確認後再查詢。';
const busyPage =
  '<!DOCTYPE html><html><head><title>系統忙碌中</title></head><body><p>系統忙碌中，請稍後再試。</p></body></html>';

export async function startFakeGcis(options: { port?: number; today?: Date } = {}): Promise<FakeGcis> {
  const records = new Map<string, object>([
    [tsmcRecord.Business_Accounting_NO, { ...tsmcRecord }],
    ...Object.entries(inventedRecords(options.today ?? new Date())),
  ]);
  const state: Pick<FakeGcis, 'mode' | 'slowMs'> = { mode: 'normal', slowMs: 2000 };
  const requests: string[] = [];
  const requestTimes: number[] = [];
  const pending = new Set<NodeJS.Timeout>();

  const answer = (url: URL): { status: number; type: string; body: string } => {
    const text = (body: string, status = 200) => ({ status, type: 'text/plain; charset=utf-8', body });
    if (url.pathname !== companyDatasetPath) return text(missingApiText);
    const filter = url.searchParams.get('$filter') ?? '';
    const match = /^\s*Business_Accounting_NO\s+eq\s+(\S+)\s*$/.exec(filter);
    if (!match?.[1]) return text(filterErrorText);
    const record = records.get(match[1]);
    return {
      status: 200,
      type: 'application/json; charset=utf-8',
      body: JSON.stringify(record ? [record] : []),
    };
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/health') {
      response.end('ok');
      return;
    }
    requests.push(request.url ?? '');
    requestTimes.push(Date.now());
    const send = (reply: { status: number; type: string; body: string }) => {
      response.writeHead(reply.status, { 'content-type': reply.type });
      response.end(reply.body);
    };
    switch (state.mode) {
      case 'empty-body':
        return send({ status: 200, type: 'application/json', body: '' });
      case 'empty-array':
        return send({ status: 200, type: 'application/json', body: ' [] ' });
      case 'filter-error':
        return send({ status: 200, type: 'text/plain; charset=utf-8', body: filterErrorText });
      case 'html-busy':
        return send({ status: 200, type: 'text/html; charset=utf-8', body: busyPage });
      case 'status-500':
        return send({ status: 500, type: 'text/html; charset=utf-8', body: busyPage });
      case 'slow': {
        const timer = setTimeout(() => {
          pending.delete(timer);
          if (!response.destroyed) send(answer(url));
        }, state.slowMs);
        pending.add(timer);
        return;
      }
      default:
        return send(answer(url));
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    records,
    get mode() {
      return state.mode;
    },
    set mode(value) {
      state.mode = value;
    },
    get slowMs() {
      return state.slowMs;
    },
    set slowMs(value) {
      state.slowMs = value;
    },
    requests,
    requestTimes,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
