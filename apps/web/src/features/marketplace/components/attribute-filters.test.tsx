import type { AttributeFilter, CatalogueFilterAttribute } from '@portal/contracts/marketplace';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { loadTextBundle } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { AttributeFilters } from './attribute-filters';

const id = (n: number) => `01930000-0000-7000-8000-00000000030${n}`;
const attributes: CatalogueFilterAttribute[] = [
  {
    id: id(1),
    nameZh: '材質',
    nameEn: 'Material',
    type: 'single',
    unitZh: '',
    unitEn: '',
    choices: [
      { id: id(5), nameZh: '不鏽鋼', nameEn: 'Stainless' },
      { id: id(6), nameZh: '碳鋼', nameEn: 'Carbon' },
    ],
  },
  { id: id(2), nameZh: '重量', nameEn: 'Weight', type: 'number', unitZh: '公斤', unitEn: 'kg', choices: [] },
  { id: id(3), nameZh: '防水', nameEn: 'Waterproof', type: 'boolean', unitZh: '', unitEn: '', choices: [] },
];

/** The filters as the page holds them, with every change kept for the test to read. */
function Harness({ seen }: { seen: AttributeFilter[][] }) {
  const [filters, setFilters] = useState<AttributeFilter[]>([]);
  return (
    <AttributeFilters
      attributes={attributes}
      filters={filters}
      onChange={(next) => {
        seen.push(next);
        setFilters(next);
      }}
    />
  );
}

describe('attribute filters', { timeout: 30_000 }, () => {
  it('turns choices, a number range and yes/no into the filters the catalogue sends', async () => {
    await loadTextBundle('marketplace');
    const seen: AttributeFilter[][] = [];
    render(
      <AppProviders queryClient={createQueryClient()}>
        <Harness seen={seen} />
      </AppProviders>,
    );
    const material = screen.getByRole('group', { name: '材質' });
    await userEvent.click(within(material).getByRole('checkbox', { name: '碳鋼' }));
    expect(seen.at(-1)).toEqual([{ attributeId: id(1), choiceIds: [id(6)] }]);

    await userEvent.type(screen.getByRole('spinbutton', { name: '重量（公斤） 最小值' }), '2');
    expect(seen.at(-1)).toContainEqual({ attributeId: id(2), min: 2 });

    const waterproof = screen.getByRole('group', { name: '防水' });
    await userEvent.click(within(waterproof).getByRole('radio', { name: '是' }));
    expect(seen.at(-1)).toContainEqual({ attributeId: id(3), boolean: true });
    await userEvent.click(within(waterproof).getByRole('radio', { name: '不限' }));
    expect(seen.at(-1)?.some((filter) => filter.attributeId === id(3))).toBe(false);

    // Unticking the last choice removes the material filter.
    await userEvent.click(within(material).getByRole('checkbox', { name: '碳鋼' }));
    expect(seen.at(-1)?.map((filter) => filter.attributeId)).toEqual([id(2)]);
  });

  it('says so when the category has nothing to filter by', async () => {
    await loadTextBundle('marketplace');
    render(
      <AppProviders queryClient={createQueryClient()}>
        <AttributeFilters attributes={[]} filters={[]} onChange={() => {}} />
      </AppProviders>,
    );
    expect(screen.getByText('此分類沒有可篩選的屬性。')).toBeTruthy();
  });
});
