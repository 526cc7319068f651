import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';
import { TreeSelect } from './tree-select';

const treeData = [{ value: 'a', title: '水電', children: [{ value: 'b', title: '配管' }] }];

describe('TreeSelect', () => {
  it('gives the open list the id its combobox points at, with and without an id of its own', () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <TreeSelect id="services" open treeData={treeData} aria-label="服務" />
        <TreeSelect open treeData={treeData} aria-label="分類" />
      </AppProviders>,
    );
    for (const name of ['服務', '分類']) {
      const combobox = screen.getByRole('combobox', { name });
      const controls = combobox.getAttribute('aria-controls');
      expect(controls, name).toBeTruthy();
      expect(document.getElementById(controls ?? ''), name).not.toBeNull();
      expect(combobox.getAttribute('aria-owns')).toBe(controls);
    }
    expect(document.getElementById('services_list')?.textContent).toContain('水電');
  });
});
