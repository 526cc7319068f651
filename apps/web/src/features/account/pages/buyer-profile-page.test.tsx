import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiCall, mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';

describe('buyer profile page', () => {
  it('shows the saved profile and saves the changes, interests as a list', async () => {
    const api = mockApi({
      'GET Account/Buyer': {
        body: { company: '台灣測試', industry: '', interests: ['被動元件'], address: '' },
      },
      'POST Account/Buyer': ({ body }: ApiCall) => ({ body }),
    });
    renderApp('/user/buyer', { user: testUser });
    expect(((await screen.findByLabelText('公司名稱')) as HTMLInputElement).value).toBe('台灣測試');
    expect(screen.getByText('被動元件')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('產業別'), '電子零組件');
    await userEvent.type(screen.getByLabelText('感興趣的產品或服務'), '連接器{Enter}');
    await userEvent.type(screen.getByLabelText('地址'), '  臺北市信義區市府路 1 號 ');
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));

    await waitFor(() => expect(api.callsTo('POST Account/Buyer')).toHaveLength(1));
    expect(api.callsTo('POST Account/Buyer')[0]?.body).toEqual({
      company: '台灣測試',
      industry: '電子零組件',
      interests: ['被動元件', '連接器'],
      address: '臺北市信義區市府路 1 號',
    });
    expect(await screen.findByText('資訊: 買家資料已儲存。')).toBeTruthy();
  });
});
