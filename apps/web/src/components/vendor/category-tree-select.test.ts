import { describe, expect, it } from 'vitest';
import { categoryChoices } from './category-tree-select';

const titles = { product: '產品', service: '服務' };

describe('categoryChoices', () => {
  it('offers each non-empty tree as an unselectable branch, with node names as values', () => {
    const choices = categoryChoices(
      {
        Product_Categories: [
          { id: 'p1', name: '電子零件', children: [{ id: 'p2', name: '被動元件', children: [] }] },
        ],
        Service_Categories: [],
      },
      titles,
    );
    expect(choices).toEqual([
      {
        value: 'tree:Product_Categories',
        title: '產品',
        selectable: false,
        children: [
          {
            value: '電子零件',
            title: '電子零件',
            children: [{ value: '被動元件', title: '被動元件', children: [] }],
          },
        ],
      },
    ]);
  });

  it('offers a name found in both trees once, the repeat disabled', () => {
    const choices = categoryChoices(
      {
        Product_Categories: [{ id: 'p1', name: '其他', children: [] }],
        Service_Categories: [{ id: 's1', name: '其他', children: [] }],
      },
      titles,
    );
    expect(choices[1]?.children).toEqual([
      { value: 'repeat:s1', title: '其他', disabled: true, children: [] },
    ]);
  });

  it('offers nothing when no tree has a node (the form falls back to typed categories)', () => {
    expect(categoryChoices({}, titles)).toEqual([]);
  });
});
