import type { Application } from '@portal/contracts/vendor-application';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getStoredUser } from '../../../lib/session';
import { mockApi, signedInUser } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { applicant, rejectedApplication, sampleApplication, sampleVendor } from '../test-fixtures';

// Whole-app renders: the first lazy page can take long while the suite runs many files at once.
configure({ asyncUtilTimeout: 15_000 });

const mine = (current: Application | null, history: unknown[] = []) => ({ body: { current, history } });
const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('company/application', { timeout: 60_000 }, () => {
  it('shows a pending application with what was sent, and withdraws it after a confirmation', async () => {
    let withdrawn = false;
    const api = mockApi({
      'GET Vendor/Apply': () =>
        mine(withdrawn ? { ...sampleApplication, status: 'withdrawn' } : sampleApplication),
      'POST Vendor/Apply/Withdraw': () => {
        withdrawn = true;
        return { body: { ...sampleApplication, status: 'withdrawn' } };
      },
    });
    renderApp('/company/application', { user: applicant });
    await heading('目前的申請：台灣積體電路製造股份有限公司');
    expect(screen.getByText('審核中')).toBeTruthy();
    expect(screen.getByText(/協會人員審核中/)).toBeTruthy();
    // What was sent, the documents, the registry's record (民國) and the timeline.
    expect(screen.getByText('0912-345-678')).toBeTruthy();
    expect(screen.getByRole('button', { name: '下載「公司登記表.pdf」' })).toBeTruthy();
    expect(screen.getByText('民國76年2月21日 (1987-02-21)')).toBeTruthy();
    expect(screen.getByText('送出申請')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '撤回申請' }));
    const question = await screen.findByText(
      '要撤回這筆申請嗎？撤回後協會將不再審核，您可以之後再重新申請。',
    );
    expect(api.callsTo('POST Vendor/Apply/Withdraw')).toHaveLength(0);
    const popover = question.closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(popover).getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(api.callsTo('POST Vendor/Apply/Withdraw')).toHaveLength(1));
    expect(api.callsTo('POST Vendor/Apply/Withdraw')[0]?.body).toEqual({
      auditID: sampleApplication.auditID,
    });
    expect(await screen.findByText('資訊: 已撤回申請。')).toBeTruthy();
    expect(await screen.findByText('這筆申請已撤回。')).toBeTruthy();
  });

  it('shows a rejection with its reason, and resubmitting opens the form filled from it', async () => {
    mockApi({
      'GET Vendor/Apply': mine(rejectedApplication, [
        {
          auditID: '01930000-0000-7000-8000-0000000000e0',
          kind: 'apply',
          status: 'withdrawn',
          displayName: '台積電',
          rejectReason: null,
          createdTime: '2026-02-01T00:00:00.000Z',
          auditedTime: null,
        },
      ]),
    });
    renderApp('/company/application', { user: applicant });
    await heading('目前的申請：台灣積體電路製造股份有限公司');
    expect(screen.getByText('申請未通過')).toBeTruthy();
    expect(screen.getAllByText('請補上公司登記表的最新版本。').length).toBeGreaterThan(0);
    expect(screen.getByText('林審核', { selector: 'td *, td' })).toBeTruthy();
    await heading('先前的申請');
    expect(screen.getByText('台積電')).toBeTruthy();

    const resubmit = screen.getByRole('link', { name: '修正後重新送出' });
    expect(resubmit.getAttribute('href')).toBe(`/company-apply?from=${rejectedApplication.auditID}`);
    await userEvent.click(resubmit);
    await screen.findByRole('heading', { level: 2, name: '第 2 步，共 5 步：公司資料' });
    expect((screen.getByLabelText('公司名稱') as HTMLInputElement).value).toBe(
      '台灣積體電路製造股份有限公司',
    );
    expect((screen.getByLabelText('公司電話') as HTMLInputElement).value).toBe('03-563-6688');
  });

  it('shows an acceptance with the way to the company, and updates the signed-in user’s vendor', async () => {
    const accepted: Application = {
      ...sampleApplication,
      status: 'accepted',
      isAudited: true,
      isAccepted: true,
      vendorId: sampleVendor.id,
      auditedTime: '2026-03-03T03:04:05.000Z',
    };
    const api = mockApi({
      'GET Vendor/Apply': mine(accepted),
      'GET Auth': {
        body: {
          session: {},
          user: { ...signedInUser, vendor: { id: sampleVendor.id, name: sampleVendor.name, role: 'owner' } },
        },
      },
    });
    renderApp('/company/application', { user: applicant });
    expect(await screen.findByText('申請已核准')).toBeTruthy();
    expect(
      screen.getByText('您已是「台灣積體電路製造股份有限公司」的主帳號，可以開始管理公司資料。'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '前往公司資料' }).getAttribute('href')).toBe('/company');
    await waitFor(() => expect(getStoredUser()?.vendor?.role).toBe('owner'));
    expect(getStoredUser()?.token).toBe(applicant.token);
    expect(api.callsTo('GET Auth')).toHaveLength(1);
  });

  it('says when there is no application yet, with the way to apply', async () => {
    mockApi({ 'GET Vendor/Apply': mine(null) });
    renderApp('/company/application', { user: applicant });
    await heading('您尚未申請成為供應商');
    expect(screen.getByRole('link', { name: '申請成為供應商' }).getAttribute('href')).toBe('/company-apply');
  });
});
