import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { phoneScreen } from '../../test/screen-size';
import { AppProviders } from '../providers';
import { ShellLayout } from './shell-layout';

// The menu, recording how each render was asked for: where it shows is the layout's decision.
const menuRenders = vi.hoisted(() => [] as { mode: string; inDrawer: boolean }[]);
vi.mock('../menu/app-menu', () => ({
  AppMenu: ({ mode, onNavigate }: { mode: string; onNavigate?: () => void }) => {
    menuRenders.push({ mode, inDrawer: onNavigate !== undefined });
    return <div data-testid={`menu-${mode}`} />;
  },
}));

function renderShell() {
  menuRenders.length = 0;
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <ShellLayout variant="side" basePath="/" />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('signed-in frame', () => {
  it('on a phone never draws the side menu, not even on its first render; the menu opens in a drawer', async () => {
    phoneScreen();
    renderShell();
    expect(screen.queryByTestId('menu-inline')).toBeNull();
    expect(menuRenders).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '開啟選單' }));
    expect(await screen.findByTestId('menu-inline')).toBeTruthy();
    expect(menuRenders.every((render) => render.inDrawer)).toBe(true);
  });

  it('on a wide screen shows the side menu from the first render, with no menu button', () => {
    renderShell();
    expect(screen.getByTestId('menu-inline')).toBeTruthy();
    expect(menuRenders[0]).toEqual({ mode: 'inline', inDrawer: false });
    expect(screen.queryByRole('button', { name: '開啟選單' })).toBeNull();
  });
});
