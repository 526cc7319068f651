import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { errorBodyClass } from './error-page';

describe('error page', () => {
  it('puts the error style on <body> while shown and removes it when leaving', async () => {
    renderApp('/error-page');
    await screen.findByRole('heading', { name: '發生錯誤' });
    expect(document.body.classList.contains(errorBodyClass)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: '回到首頁' }));
    await screen.findByRole('heading', { name: '登入' });
    expect(document.body.classList.contains(errorBodyClass)).toBe(false);
  });
});
