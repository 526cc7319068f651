import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { ApiError } from '../../lib/api-client';
import { createQueryClient } from '../../lib/query-client';
import { ResourceFormDrawer } from './resource-form-drawer';

interface ThingValues {
  name: string;
  note: string;
}

function renderDrawer(onSubmit: (values: ThingValues) => Promise<ThingValues>, onClose = vi.fn()) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ResourceFormDrawer<ThingValues, ThingValues>
        open
        name="thing"
        title="編輯物品"
        initialValues={{ name: '紅色椅子', note: '' }}
        fieldNames={['name', 'note']}
        onSubmit={onSubmit}
        successMessage={(saved) => `已儲存「${saved.name}」。`}
        onClose={onClose}
      >
        <Form.Item name="name" label="名稱" rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <Form.Item name="note" label="備註">
          <Input />
        </Form.Item>
      </ResourceFormDrawer>
    </AppProviders>,
  );
  return { onClose };
}

/** The messages that describe the field labelled `label` (what antd shows under it). */
function fieldMessages(label: string): string {
  const helpId = screen.getByLabelText(label).getAttribute('aria-describedby');
  return (helpId && document.getElementById(helpId)?.textContent) || '';
}

describe('resource form drawer', { timeout: 15_000 }, () => {
  it('starts from the initial values and saves with a toast, then closes', async () => {
    const onSubmit = vi.fn(async (values: ThingValues) => values);
    const { onClose } = renderDrawer(onSubmit);
    const name = (await screen.findByLabelText('名稱')) as HTMLInputElement;
    expect(name.value).toBe('紅色椅子');
    await userEvent.clear(name);
    await userEvent.type(name, '藍色椅子');
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: '藍色椅子', note: '' }));
    expect(await screen.findByText('資訊: 已儲存「藍色椅子」。')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a server field error on its field and the others above the form, and stays open', async () => {
    const onSubmit = vi.fn(async (): Promise<ThingValues> => {
      throw new ApiError(400, [
        { code: 'FIELD_TOO_LONG', message: '名稱太長了。', field: 'name' },
        { code: 'FORBIDDEN', message: '您沒有執行此操作的權限。' },
      ]);
    });
    const { onClose } = renderDrawer(onSubmit);
    await userEvent.type(await screen.findByLabelText('備註'), '放在會議室');
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(fieldMessages('名稱')).toBe('名稱太長了。'));
    expect(fieldMessages('備註')).toBe('');
    expect(screen.getByText('您沒有執行此操作的權限。')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    // Enabled again once the save has failed, so the user can correct the value.
    expect((screen.getByLabelText('名稱') as HTMLInputElement).disabled).toBe(false);
  });

  it('disables the form while saving', async () => {
    let finish: (values: ThingValues) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<ThingValues>((resolve) => (finish = resolve)));
    renderDrawer(onSubmit);
    await userEvent.click(await screen.findByRole('button', { name: '儲存' }));
    await waitFor(() => expect((screen.getByLabelText('名稱') as HTMLInputElement).disabled).toBe(true));
    finish({ name: '紅色椅子', note: '' });
    expect(await screen.findByText('資訊: 已儲存「紅色椅子」。')).toBeTruthy();
  });
});
