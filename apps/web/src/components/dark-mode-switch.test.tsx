import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { darkModeStorageKey, readDarkMode } from '../lib/dark-mode';
import { createQueryClient } from '../lib/query-client';
import { DarkModeSwitch } from './dark-mode-switch';

function renderSwitch() {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <DarkModeSwitch />
    </AppProviders>,
  );
}

describe('dark mode switch', () => {
  it('is a labelled switch that turns dark mode on and off', async () => {
    renderSwitch();
    const toggle = screen.getByRole('switch', { name: '深色模式' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('remembers the choice for the next visit', async () => {
    const first = renderSwitch();
    await userEvent.click(screen.getByRole('switch', { name: '深色模式' }));
    expect(window.localStorage.getItem(darkModeStorageKey)).toBe('true');
    first.unmount();

    // A new page load reads the stored value.
    expect(readDarkMode()).toBe(true);
    renderSwitch();
    expect(screen.getByRole('switch', { name: '深色模式' }).getAttribute('aria-checked')).toBe('true');
  });

  it('can be operated with the keyboard', async () => {
    renderSwitch();
    await userEvent.tab();
    const toggle = screen.getByRole('switch', { name: '深色模式' });
    expect(document.activeElement).toBe(toggle);
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });
});
