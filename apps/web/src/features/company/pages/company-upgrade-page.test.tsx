import type { Application } from '@portal/contracts/vendor-application';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiCall, apiError, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { sampleApplication, sampleDocument, sampleVendor, vendorUser } from '../test-fixtures';

// Whole-app renders: the first lazy page can take long while the suite runs many files at once.
configure({ asyncUtilTimeout: 15_000 });

const upgradeRequest: Application = { ...sampleApplication, kind: 'upgrade', vendorId: sampleVendor.id };
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

describe('company/upgrade', { timeout: 60_000 }, () => {
  it('lets an owner ask with documents: checked before and after upload, refused files shown and removable', async () => {
    let uploads = 0;
    const api = mockApi({
      'GET Vendor': { body: sampleVendor },
      'GET Vendor/Upgrade': { body: { current: null, history: [] } },
      'POST Vendor/Documents': () => {
        uploads += 1;
        return uploads === 1
          ? apiError(415, {
              code: 'DOCUMENT_TYPE_NOT_ALLOWED',
              message: '僅接受 PDF、PNG、JPEG 或 WebP 檔案。',
            })
          : { status: 201, body: sampleDocument };
      },
      'POST Vendor/Upgrade': ({ body }: ApiCall) => ({
        status: 201,
        body: {
          ...upgradeRequest,
          documents: [sampleDocument],
          notes: (body as { notes?: string }).notes ?? null,
        },
      }),
    });
    renderApp('/company/upgrade', { user: vendorUser('owner') });
    expect(await screen.findByText('尚未提出升級申請。')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '送出升級申請' }));
    expect(await screen.findByText('請至少上傳一個證明文件。')).toBeTruthy();

    // Refused here: never sent.
    await userEvent.upload(fileInput(), new File(['x'], '說明.docx', { type: '' }), { applyAccept: false });
    const list = within(await screen.findByRole('list', { name: '附加的檔案' }));
    expect(list.getByText('僅接受 PDF、PNG、JPEG 或 WebP 檔案。')).toBeTruthy();
    expect(api.callsTo('POST Vendor/Documents')).toHaveLength(0);
    // Refused by the server (its content is not a PDF): the message on that file.
    await userEvent.upload(fileInput(), pdf('假的.pdf'));
    await waitFor(() => expect(list.getAllByText('僅接受 PDF、PNG、JPEG 或 WebP 檔案。')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: '送出升級申請' }));
    expect(await screen.findByText('請移除無法上傳的檔案後再繼續。')).toBeTruthy();
    await userEvent.click(list.getByRole('button', { name: '移除「說明.docx」' }));
    await userEvent.click(list.getByRole('button', { name: '移除「假的.pdf」' }));

    await userEvent.upload(fileInput(), pdf('公司登記表.pdf'));
    expect(await screen.findByText('已上傳')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('備註（選填）'), '附上 ISO 9001 證書');
    await userEvent.click(screen.getByRole('button', { name: '送出升級申請' }));
    await waitFor(() => expect(api.callsTo('POST Vendor/Upgrade')).toHaveLength(1));
    expect(api.callsTo('POST Vendor/Upgrade')[0]?.body).toEqual({
      documentIds: [sampleDocument.id],
      notes: '附上 ISO 9001 證書',
    });
    expect(await screen.findByText('資訊: 已送出升級申請，審核結果會以電子郵件通知您。')).toBeTruthy();
  });

  it('shows an owner a pending request without a new form', async () => {
    mockApi({
      'GET Vendor': { body: sampleVendor },
      'GET Vendor/Upgrade': { body: { current: upgradeRequest, history: [] } },
    });
    renderApp('/company/upgrade', { user: vendorUser('owner') });
    expect(await screen.findByText('協會人員審核中，結果會以電子郵件通知主帳號。')).toBeTruthy();
    expect(screen.getByText('審核中')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '送出升級申請' })).toBeNull();
  });

  it('shows a manager the request read only, the rejection’s reason included', async () => {
    mockApi({
      'GET Vendor': { body: { ...sampleVendor, myRole: 'manager' } },
      'GET Vendor/Upgrade': {
        body: { current: { ...upgradeRequest, status: 'rejected', rejectReason: '文件不足。' }, history: [] },
      },
    });
    renderApp('/company/upgrade', { user: vendorUser('manager') });
    expect(await screen.findByText('只有公司的主帳號可以申請升級；您可以在這裡查看申請狀態。')).toBeTruthy();
    expect(await screen.findByText('文件不足。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '送出升級申請' })).toBeNull();
  });

  it('tells a member who can ask, without reading the requests', async () => {
    const api = mockApi({ 'GET Vendor': { body: { ...sampleVendor, myRole: 'member' } } });
    renderApp('/company/upgrade', { user: vendorUser('member') });
    expect(
      await screen.findByRole('heading', { level: 2, name: '只有主帳號可以申請成為合格供應商' }),
    ).toBeTruthy();
    expect(api.callsTo('GET Vendor/Upgrade')).toHaveLength(0);
  });

  it('tells a certified vendor that it is certified', async () => {
    mockApi({
      'GET Vendor': {
        body: { ...sampleVendor, level: 'certified', certifiedTime: '2026-01-02T08:00:00.000Z' },
      },
    });
    renderApp('/company/upgrade', { user: vendorUser('owner') });
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: '「台灣積體電路製造股份有限公司」已是合格供應商',
      }),
    ).toBeTruthy();
    expect(screen.getByText('自 2026-01-02 起為合格供應商。')).toBeTruthy();
  });
});
