import type { Application, AuditDecisionInput } from '@portal/contracts/vendor-application';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiCall, apiError, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { application, auditor, pendingId, tsmcRegistry } from '../test-fixtures';

const detailPath = `/vendor-audit/detail?id=${pendingId}`;
const itemKey = `GET Vendor/Audits/${pendingId}`;

/** The decision as the server answers it: the application, decided. */
function decided(body: AuditDecisionInput): Application {
  return application({
    status: body.isAccepted ? 'accepted' : 'rejected',
    isAudited: true,
    isAccepted: body.isAccepted,
    rejectReason: body.rejectReason ?? null,
    auditedTime: '2026-11-22T06:00:00.000Z',
    auditorName: '王小明',
  });
}

/** A pending application that the decision changes, as the server keeps it. */
function decidingRoutes() {
  let current = application();
  return {
    [itemKey]: () => ({ body: current }),
    'POST Vendor/Audits': ({ body }: ApiCall) => {
      current = decided(body as AuditDecisionInput);
      return { body: current };
    },
  };
}

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });
/** A field of the typed-against-registry comparison (a table row, or a block on a narrow screen). */
const comparisonRow = (field: string) =>
  [...document.querySelectorAll<HTMLElement>('[data-result]')].find(
    (element) => element.querySelector('th, strong')?.textContent === field,
  ) as HTMLElement;

describe('vendor audit detail', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('./vendor-audit-detail-page'), import('../../../lib/locales/zh-hant-audit')]);
  }, 30_000);

  it('shows what was typed beside the registry, differences marked, with 民國 dates, documents and history', async () => {
    mockApi({ [itemKey]: { body: application({ company: { ...application().company, capital: 1000 } }) } });
    renderApp(detailPath, { user: auditor });
    expect(
      await screen.findByRole('heading', { level: 1, name: '供應商申請：臺灣積體電路製造股份有限公司' }),
    ).toBeTruthy();

    // 臺/台 and a full-width digit are the same; the capital is not.
    expect(comparisonRow('公司名稱').dataset.result).toBe('same');
    expect(comparisonRow('地址').dataset.result).toBe('same');
    expect(comparisonRow('代表人').dataset.result).toBe('same');
    const capital = comparisonRow('資本額（新臺幣）');
    expect(capital.dataset.result).toBe('different');
    expect(within(capital).getByText('不一致')).toBeTruthy();
    expect(within(capital).getByText('1.000')).toBeTruthy();
    expect(within(capital).getByText('280.500.000.000')).toBeTruthy();

    expect(screen.getByText('民國76年2月21日 (1987-02-21)')).toBeTruthy();
    expect(screen.getByText('民國115年5月25日 (2026-05-25)')).toBeTruthy();
    expect(screen.getByText('核准設立')).toBeTruthy();
    expect(screen.getByText('國家科學及技術委員會新竹科學園區管理局')).toBeTruthy();

    expect(screen.getByRole('button', { name: '下載「設立登記表.pdf」' })).toBeTruthy();
    // The same size text the applicant saw on upload (one formatter for both sides).
    expect(screen.getByText('240.0 KB')).toBeTruthy();
    expect(screen.getByText('送出申請')).toBeTruthy();
    expect(screen.getByText('請協助審核。')).toBeTruthy();
  });

  it('downloads a document with the bearer token', async () => {
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:document');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const documentKey = 'GET Vendor/Documents/01930000-0000-7000-8000-0000000000f1';
    const api = mockApi({ [itemKey]: { body: application() }, [documentKey]: { body: '%PDF-1.7' } });
    renderApp(detailPath, { user: auditor });
    await userEvent.click(await screen.findByRole('button', { name: '下載「設立登記表.pdf」' }));
    await waitFor(() => expect(api.callsTo(documentKey)).toHaveLength(1));
    expect(api.callsTo(documentKey)[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(await screen.findByText('資訊: 已下載「設立登記表.pdf」。')).toBeTruthy();
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('accepts after a confirmation, then shows the decision without buttons', async () => {
    const api = mockApi(decidingRoutes());
    renderApp(detailPath, { user: auditor });
    await userEvent.click(await screen.findByRole('button', { name: '通過申請' }));
    const dialog = await dialogNamed('確定通過這筆申請？');
    expect(
      within(dialog).getByText(
        '將建立供應商「臺灣積體電路製造股份有限公司」（統一編號 22099131），申請人成為其主帳號，並寄信通知申請人。',
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST Vendor/Audits')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '確定通過' }));

    await waitFor(() => expect(api.callsTo('POST Vendor/Audits')).toHaveLength(1));
    expect(api.callsTo('POST Vendor/Audits')[0]?.body).toEqual({ auditID: pendingId, isAccepted: true });
    expect(await screen.findByText('資訊: 已通過「臺灣積體電路製造股份有限公司」的申請。')).toBeTruthy();
    expect(await screen.findByText('這筆申請已審核（已通過），不能再變更。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '通過申請' })).toBeNull();
    expect(screen.queryByRole('button', { name: '退件' })).toBeNull();
  });

  it('rejects only with a reason, and sends it', async () => {
    const api = mockApi(decidingRoutes());
    renderApp(detailPath, { user: auditor });
    await userEvent.click(await screen.findByRole('button', { name: '退件' }));
    const dialog = await dialogNamed('退件申請');
    await userEvent.click(within(dialog).getByRole('button', { name: '確定退件' }));
    expect(await within(dialog).findByText('請填寫退件原因。')).toBeTruthy();
    expect(api.callsTo('POST Vendor/Audits')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('退件原因'), '  請補上設立登記表  ');
    await userEvent.click(within(dialog).getByRole('button', { name: '確定退件' }));
    await waitFor(() => expect(api.callsTo('POST Vendor/Audits')).toHaveLength(1));
    expect(api.callsTo('POST Vendor/Audits')[0]?.body).toEqual({
      auditID: pendingId,
      isAccepted: false,
      rejectReason: '請補上設立登記表',
    });
    expect(await screen.findByText('資訊: 已退回「臺灣積體電路製造股份有限公司」的申請。')).toBeTruthy();
    expect(await screen.findByText('這筆申請已審核（已退件），不能再變更。')).toBeTruthy();
    expect(screen.getAllByText('請補上設立登記表').length).toBeGreaterThan(0);
  });

  it('puts the server’s reason error on the field', async () => {
    mockApi({
      [itemKey]: { body: application() },
      'POST Vendor/Audits': apiError(400, {
        code: 'REJECT_REASON_REQUIRED',
        message: '退件時必須填寫原因。',
        field: 'rejectReason',
      }),
    });
    renderApp(detailPath, { user: auditor });
    await userEvent.click(await screen.findByRole('button', { name: '退件' }));
    const dialog = await dialogNamed('退件申請');
    await userEvent.type(within(dialog).getByLabelText('退件原因'), '。');
    await userEvent.click(within(dialog).getByRole('button', { name: '確定退件' }));
    const item = within(dialog).getByLabelText('退件原因').closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText('退件時必須填寫原因。')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '退件申請' })).toBeTruthy();
  });

  it('shows a refusal in the server’s words: one’s own application', async () => {
    mockApi({
      [itemKey]: { body: application() },
      'POST Vendor/Audits': apiError(403, { code: 'OWN_APPLICATION', message: '您不能審核自己的申請。' }),
    });
    renderApp(detailPath, { user: auditor });
    await userEvent.click(await screen.findByRole('button', { name: '通過申請' }));
    await userEvent.click(
      within(await dialogNamed('確定通過這筆申請？')).getByRole('button', { name: '確定通過' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('您不能審核自己的申請。');
  });

  it('fetches an application decided meanwhile again, and shows why nothing was done', async () => {
    const replies = [application(), decided({ auditID: pendingId, isAccepted: true })];
    mockApi({
      [itemKey]: () => ({ body: replies.length > 1 ? replies.shift() : replies[0] }),
      'POST Vendor/Audits': apiError(409, {
        code: 'APPLICATION_NOT_PENDING',
        message: '這筆申請已經審核過了。',
      }),
    });
    renderApp(detailPath, { user: auditor });
    await userEvent.click(await screen.findByRole('button', { name: '退件' }));
    const dialog = await dialogNamed('退件申請');
    await userEvent.type(within(dialog).getByLabelText('退件原因'), '資料不符');
    await userEvent.click(within(dialog).getByRole('button', { name: '確定退件' }));
    expect((await screen.findByRole('alert')).textContent).toContain('這筆申請已經審核過了。');
    expect(await screen.findByText('這筆申請已審核（已通過），不能再變更。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '通過申請' })).toBeNull();
  });

  it('shows a decided application without buttons, and says when the registry was not asked', async () => {
    mockApi({
      [itemKey]: {
        body: application({
          status: 'rejected',
          isAudited: true,
          registry: null,
          registryVerified: false,
          rejectReason: '缺少設立登記表',
          auditedTime: '2026-11-21T06:00:00.000Z',
          auditorName: '審核員甲',
        }),
      },
    });
    renderApp(detailPath, { user: auditor });
    expect(await screen.findByText('這筆申請已審核（已退件），不能再變更。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '通過申請' })).toBeNull();
    expect(screen.queryByRole('button', { name: '退件' })).toBeNull();
    expect(screen.getAllByText('未經登記資料查核').length).toBeGreaterThan(0);
    expect(screen.getByText(/公司資料全由申請人自行填寫/)).toBeTruthy();
    expect(comparisonRow('公司名稱').dataset.result).toBe('missing');
    expect(screen.getByText('缺少設立登記表')).toBeTruthy();
    expect(screen.getByText('審核員甲')).toBeTruthy();
  });

  it('flags a company the registry lists as suspended', async () => {
    const suspended = { ...tsmcRegistry, status: 'suspended' as const, suspendedFrom: '2026-01-01' };
    mockApi({ [itemKey]: { body: application({ registry: suspended }) } });
    renderApp(detailPath, { user: auditor });
    expect(await screen.findByText('此公司在商工登記為停業中，請確認是否仍可成為供應商。')).toBeTruthy();
    expect(screen.getByText('停業中')).toBeTruthy();
    expect(screen.getByText('民國115年1月1日 (2026-01-01)')).toBeTruthy();
  });

  it('says when the address names no application it knows', async () => {
    mockApi({ [itemKey]: apiError(404, { code: 'NOT_FOUND', message: '找不到資料。' }) });
    renderApp(detailPath, { user: auditor });
    expect(await screen.findByText('找不到這筆申請，可能是網址有誤。')).toBeTruthy();
  });
});
