import type { ApplyInput } from '@portal/contracts/vendor-application';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiCall, apiError, type MockReply, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import {
  applicant,
  rejectedApplication,
  sampleApplication,
  sampleDocument,
  sampleRegistry,
} from '../test-fixtures';

// Whole-app renders: the first lazy page can take long while the suite runs many files at once.
configure({ asyncUtilTimeout: 15_000 });

const stepHeading = (text: string) => screen.findByRole('heading', { level: 2, name: text });
const button = (name: string) => screen.getByRole('button', { name });
const ubnInput = () => screen.findByLabelText('統一編號');
/** The review step's content (the other steps stay in the page, hidden). */
const review = () => screen.getByText('請確認以下資料，送出後由協會人員審核。').parentElement as HTMLElement;

function routes(lookup: MockReply, extra: Record<string, unknown> = {}) {
  return {
    'GET Vendor/Apply': { body: { current: null, history: [] } },
    'POST Vendor/Apply/GCIS': lookup,
    'POST Vendor/Documents': { status: 201, body: sampleDocument },
    'POST Vendor/Apply': ({ body }: ApiCall) => ({
      status: 201,
      body: { ...sampleApplication, ubn: (body as ApplyInput).ubn },
    }),
    ...extra,
  } as Parameters<typeof mockApi>[0];
}

/** Fills the contact step (the company step is already passed). */
async function fillContact() {
  await stepHeading('第 3 步，共 5 步：聯絡人');
  await userEvent.type(screen.getByLabelText('聯絡人姓名'), '陳小明');
  await userEvent.type(screen.getByLabelText('稱謂（選填）'), '先生');
  await userEvent.type(screen.getByLabelText('職稱（選填）'), '採購經理');
  await userEvent.type(screen.getByLabelText('聯絡人電子郵件'), 'ming@example.test');
  await userEvent.type(screen.getByLabelText('聯絡人手機'), '０９１２３４５６７８');
  await userEvent.click(button('下一步'));
}

describe('company-apply', { timeout: 60_000 }, () => {
  it('checks the UBN as it is typed: digits counted, checksum refused or confirmed, full-width accepted', async () => {
    mockApi(routes({ body: { found: false } }));
    renderApp('/company-apply', { user: applicant });
    const ubn = await ubnInput();
    await userEvent.type(ubn, '１２３４５６７');
    expect(screen.getByText('已輸入 7／8 碼。')).toBeTruthy();
    await userEvent.type(ubn, '8');
    expect(await screen.findByText('統一編號檢查碼不符，請確認是否輸入錯誤。')).toBeTruthy();
    await userEvent.clear(ubn);
    await userEvent.type(ubn, '1234567A');
    expect(await screen.findByText('統一編號須為 8 碼數字。')).toBeTruthy();
    await userEvent.clear(ubn);
    await userEvent.type(ubn, '２２０９９１３１');
    expect(await screen.findByText('統一編號檢查碼正確。')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('統一編號須為 8 碼數字。')).toBeNull());
  });

  it('looks the company up, fills the form from the registry and sends the application', async () => {
    const api = mockApi(routes({ body: { found: true, company: sampleRegistry } }));
    renderApp('/company-apply', { user: applicant });
    await userEvent.type(await ubnInput(), '２２０９９１３１');
    await userEvent.click(button('查詢商工登記資料'));
    expect(await screen.findByText('已找到「台灣積體電路製造股份有限公司」的商工登記資料')).toBeTruthy();
    expect(api.callsTo('POST Vendor/Apply/GCIS')[0]?.body).toEqual({ ubn: '22099131' });

    await userEvent.click(button('下一步'));
    await stepHeading('第 2 步，共 5 步：公司資料');
    expect((screen.getByLabelText('公司名稱') as HTMLInputElement).value).toBe(
      '台灣積體電路製造股份有限公司',
    );
    expect((screen.getByLabelText('代表人') as HTMLInputElement).value).toBe('魏哲家');
    expect((screen.getByLabelText('公司地址') as HTMLTextAreaElement).value).toBe('新竹科學園區力行六路8號');
    // The registry's facts beside the form: dates in 民國 with the Western date.
    const facts = screen
      .getByRole('heading', { level: 3, name: '商工登記資料' })
      .closest('section') as HTMLElement;
    expect(within(facts).getByText('民國76年2月21日 (1987-02-21)')).toBeTruthy();
    expect(within(facts).getByText('民國113年8月26日 (2024-08-26)')).toBeTruthy();
    expect(within(facts).getByText('核准設立')).toBeTruthy();

    await userEvent.click(button('下一步'));
    expect(await screen.findByText('請輸入公司電話。')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('公司電話'), '03-563-6688');
    await userEvent.type(screen.getByLabelText('產品或服務類別（選填）'), '晶圓代工{Enter}');
    await userEvent.click(button('下一步'));
    await fillContact();

    await stepHeading('第 4 步，共 5 步：證明文件');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.7'], '公司登記表.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('已上傳')).toBeTruthy();
    expect(api.callsTo('POST Vendor/Documents')).toHaveLength(1);
    await userEvent.click(button('下一步'));

    await stepHeading('第 5 步，共 5 步：確認送出');
    expect(within(review()).getByText('已與商工登記資料比對')).toBeTruthy();
    await userEvent.click(button('送出申請'));
    await waitFor(() => expect(api.callsTo('POST Vendor/Apply')).toHaveLength(1));
    expect(api.callsTo('POST Vendor/Apply')[0]?.body).toEqual({
      ubn: '２２０９９１３１',
      company: {
        name: '台灣積體電路製造股份有限公司',
        nameEn: '',
        representative: '魏哲家',
        capital: 280_500_000_000,
        address: '新竹科學園區力行六路8號',
        phone: '03-563-6688',
        website: '',
        categories: ['晶圓代工'],
        contact: {
          name: '陳小明',
          contact_Title: '先生',
          position: '採購經理',
          email: 'ming@example.test',
          mobile: '０９１２３４５６７８',
        },
      },
      documentIds: [sampleDocument.id],
    });
    expect(await screen.findByText('資訊: 已送出供應商申請，審核結果會以電子郵件通知您。')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/company/application'));
  });

  it('says when the registry does not know the number, and lets the applicant go on by hand', async () => {
    mockApi(routes({ body: { found: false } }));
    renderApp('/company-apply', { user: applicant });
    await userEvent.type(await ubnInput(), '12345675');
    await userEvent.click(button('下一步'));
    await stepHeading('第 2 步，共 5 步：公司資料');
    expect(screen.getByText('未經商工登記資料驗證')).toBeTruthy();
    expect((screen.getByLabelText('公司名稱') as HTMLInputElement).value).toBe('');
    await userEvent.click(button('上一步'));
    expect(await screen.findByText('商工登記資料中查無統一編號 12345675')).toBeTruthy();
  });

  it('lets everything be typed by hand when the registry is unreachable, never saying "not found"', async () => {
    const api = mockApi(
      routes(
        apiError(503, {
          code: 'REGISTRY_UNAVAILABLE',
          message: '目前無法連線至經濟部商工登記資料庫，請稍後再試，或直接手動填寫公司資料。',
        }),
      ),
    );
    renderApp('/company-apply', { user: applicant });
    await userEvent.type(await ubnInput(), '12345675');
    await userEvent.click(button('查詢商工登記資料'));
    expect(await screen.findByText('目前無法連線至商工登記資料庫')).toBeTruthy();
    expect(screen.queryByText(/查無/)).toBeNull();

    await userEvent.click(button('下一步'));
    await stepHeading('第 2 步，共 5 步：公司資料');
    await userEvent.type(screen.getByLabelText('公司名稱'), '美好股份有限公司');
    await userEvent.type(screen.getByLabelText('代表人'), '王美好');
    await userEvent.type(screen.getByLabelText('資本額（新臺幣元，選填）'), '5000000');
    await userEvent.type(screen.getByLabelText('公司地址'), '臺北市信義區市府路 1 號');
    await userEvent.type(screen.getByLabelText('公司電話'), '02-2345-6789');
    await userEvent.click(button('下一步'));
    await fillContact();
    await stepHeading('第 4 步，共 5 步：證明文件');
    await userEvent.click(button('下一步'));
    await stepHeading('第 5 步，共 5 步：確認送出');
    expect(within(review()).getByText('未經商工登記資料驗證')).toBeTruthy();
    await userEvent.click(button('送出申請'));
    await waitFor(() => expect(api.callsTo('POST Vendor/Apply')).toHaveLength(1));
    const sent = api.callsTo('POST Vendor/Apply')[0]?.body as ApplyInput;
    expect(sent.company.name).toBe('美好股份有限公司');
    expect(sent.company.capital).toBe(5_000_000);
    expect(sent.documentIds).toEqual([]);
    // Only the lookup was asked: the registry is not asked again on the way.
    expect(api.callsTo('POST Vendor/Apply/GCIS')).toHaveLength(1);
  });

  it('names the existing vendor of the UBN and offers joining it instead', async () => {
    mockApi(
      routes(
        { body: { found: true, company: sampleRegistry } },
        {
          'POST Vendor/Apply': apiError(409, {
            code: 'VENDOR_ALREADY_EXISTS',
            message: '此統一編號的供應商已存在。',
            field: 'ubn',
            data: { vendorId: '01930000-0000-7000-8000-0000000000f1', vendorName: '台積電' },
          } as never),
          'GET Vendor': {
            body: {
              id: '01930000-0000-7000-8000-0000000000f1',
              name: '台積電',
              nameEn: null,
              level: 'certified',
              website: null,
              categories: [],
            },
          },
        },
      ),
    );
    renderApp('/company-apply', { user: applicant });
    await userEvent.type(await ubnInput(), '22099131');
    await userEvent.click(button('下一步'));
    await stepHeading('第 2 步，共 5 步：公司資料');
    await userEvent.type(screen.getByLabelText('公司電話'), '03-563-6688');
    await userEvent.click(button('下一步'));
    await fillContact();
    await stepHeading('第 4 步，共 5 步：證明文件');
    await userEvent.click(button('下一步'));
    await stepHeading('第 5 步，共 5 步：確認送出');
    await userEvent.click(button('送出申請'));

    expect(await screen.findByText('「台積電」已是本平台的供應商')).toBeTruthy();
    // Its level, from the vendor's public data.
    expect(await screen.findByText('合格供應商')).toBeTruthy();
    await stepHeading('第 1 步，共 5 步：統一編號');
    const join = screen.getByRole('link', { name: '申請加入此供應商' });
    // Straight to the join request, searching for that vendor by name.
    expect(join.getAttribute('href')).toBe(`/company-not-vendor?keyword=${encodeURIComponent('台積電')}`);
    expect(screen.getByText(/請改為申請加入/)).toBeTruthy();
  });

  it('fills the form from a rejected application to correct and resubmit', async () => {
    const api = mockApi(
      routes(
        { body: { found: true, company: sampleRegistry } },
        {
          'GET Vendor/Apply': { body: { current: rejectedApplication, history: [] } },
        },
      ),
    );
    renderApp(`/company-apply?from=${rejectedApplication.auditID}`, { user: applicant });
    await stepHeading('第 2 步，共 5 步：公司資料');
    expect(screen.getByText('退件原因：請補上公司登記表的最新版本。')).toBeTruthy();
    expect((screen.getByLabelText('公司電話') as HTMLInputElement).value).toBe('03-563-6688');
    await userEvent.click(button('下一步'));
    await stepHeading('第 3 步，共 5 步：聯絡人');
    expect((screen.getByLabelText('聯絡人手機') as HTMLInputElement).value).toBe('0912-345-678');
    await userEvent.click(button('下一步'));
    await stepHeading('第 4 步，共 5 步：證明文件');
    expect(screen.getByRole('button', { name: '下載「公司登記表.pdf」' })).toBeTruthy();
    await userEvent.click(button('下一步'));
    await userEvent.click(await screen.findByRole('button', { name: '送出申請' }));
    await waitFor(() => expect(api.callsTo('POST Vendor/Apply')).toHaveLength(1));
    const sent = api.callsTo('POST Vendor/Apply')[0]?.body as ApplyInput;
    expect(sent.ubn).toBe('22099131');
    expect(sent.documentIds).toEqual([sampleDocument.id]);
    expect(sent.company.contact.mobile).toBe('0912-345-678');
    expect(api.callsTo('POST Vendor/Apply/GCIS')).toHaveLength(0);
  });

  it("pre-fills the contact step from the applicant's profile", async () => {
    mockApi(
      routes(
        { body: { found: false } },
        {
          'GET Account': {
            body: {
              account: 'applicant',
              name: '林美華',
              email: 'mei@example.test',
              emailVerified: true,
              pendingEmail: null,
              mobile: '0912345678',
              mobileVerified: true,
              pendingMobile: null,
              jobTitle: '業務經理',
              avatarUrl: null,
              language: 'zh-Hant',
            },
          },
        },
      ),
    );
    renderApp('/company-apply', { user: applicant });
    await userEvent.type(await ubnInput(), '２２０９９１３１');
    await userEvent.click(button('查詢商工登記資料'));
    await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
    await stepHeading('第 2 步，共 5 步：公司資料');
    await waitFor(() =>
      expect((screen.getByLabelText('聯絡人姓名') as HTMLInputElement).value).toBe('林美華'),
    );
    expect((screen.getByLabelText('聯絡人電子郵件') as HTMLInputElement).value).toBe('mei@example.test');
    expect((screen.getByLabelText('聯絡人手機') as HTMLInputElement).value).toBe('0912345678');
    expect((screen.getByLabelText('職稱（選填）') as HTMLInputElement).value).toBe('業務經理');
  });
});
