import type { Category } from '@portal/contracts/categories';
import { describe, expect, it } from 'vitest';
import {
  buildCategoryTree,
  checkMove,
  placementOfDrop,
  placementOfStep,
  sideOfDrop,
  subtreeHeight,
} from './category-tree';

const time = '2026-11-25T02:00:00.000Z';
let sequence = 0;
function node(name: string, parent: Category | null, sortOrder: number): Category {
  sequence += 1;
  return {
    id: `01930000-0000-7000-8000-${String(sequence).padStart(12, '0')}`,
    kind: 'product',
    parentId: parent?.id ?? null,
    depth: parent ? parent.depth + 1 : 1,
    nameZh: name,
    nameEn: name,
    sortOrder,
    isEnabled: true,
    childCount: 0,
    createdTime: time,
    updatedTime: time,
  };
}

// 電子 ─ 被動元件 ─ 電阻
//      └ 主動元件
// 機械
// 化工 ─ 塗料
const electronics = node('電子', null, 0);
const passive = node('被動元件', electronics, 0);
const resistor = node('電阻', passive, 0);
const active = node('主動元件', electronics, 1);
const machinery = node('機械', null, 1);
const chemicals = node('化工', null, 2);
const paint = node('塗料', chemicals, 0);
// Out of order on purpose: the tree sorts by sortOrder, not by arrival.
const all = [paint, chemicals, active, resistor, machinery, passive, electronics];

const names = (tree: ReturnType<typeof buildCategoryTree>): unknown =>
  tree.map((item) =>
    item.children.length > 0 ? [item.category.nameZh, names(item.children)] : item.category.nameZh,
  );

describe('buildCategoryTree', () => {
  it('nests children under parents, each level in its order', () => {
    expect(names(buildCategoryTree(all))).toEqual([
      ['電子', [['被動元件', ['電阻']], '主動元件']],
      '機械',
      ['化工', ['塗料']],
    ]);
  });

  it('builds an empty tree from nothing, and shows an orphan as a root', () => {
    expect(buildCategoryTree([])).toEqual([]);
    expect(names(buildCategoryTree([resistor]))).toEqual(['電阻']);
  });
});

describe('moves', () => {
  it('measures a subtree and refuses cycles and a fourth level', () => {
    expect(subtreeHeight(all, electronics.id)).toBe(3);
    expect(subtreeHeight(all, resistor.id)).toBe(1);
    expect(checkMove(all, electronics.id, resistor.id)).toBe('cycle');
    expect(checkMove(all, electronics.id, electronics.id)).toBe('cycle');
    expect(checkMove(all, chemicals.id, passive.id)).toBe('tooDeep');
    expect(checkMove(all, chemicals.id, machinery.id)).toBeNull();
    expect(checkMove(all, resistor.id, null)).toBeNull();
  });

  it('turns a drop into the target into "first child of the target"', () => {
    expect(
      placementOfDrop(all, { dragId: machinery.id, targetId: chemicals.id, intoTarget: true, side: 1 }),
    ).toEqual({
      ok: true,
      placement: { parentId: chemicals.id, sortOrder: 0 },
    });
  });

  it('turns a drop in a gap into a position among the target siblings, not counting the dragged node', () => {
    // 化工 dropped before 電子: first root.
    expect(
      placementOfDrop(all, { dragId: chemicals.id, targetId: electronics.id, intoTarget: false, side: -1 }),
    ).toEqual({
      ok: true,
      placement: { parentId: null, sortOrder: 0 },
    });
    // 電子 dropped after 機械: 機械 is first among the others, so 電子 goes to position 1.
    expect(
      placementOfDrop(all, { dragId: electronics.id, targetId: machinery.id, intoTarget: false, side: 1 }),
    ).toEqual({
      ok: true,
      placement: { parentId: null, sortOrder: 1 },
    });
    // 塗料 dropped after 主動元件: moves under 電子, last.
    expect(
      placementOfDrop(all, { dragId: paint.id, targetId: active.id, intoTarget: false, side: 1 }),
    ).toEqual({
      ok: true,
      placement: { parentId: electronics.id, sortOrder: 2 },
    });
  });

  it('refuses a drop that makes a cycle or a fourth level', () => {
    expect(
      placementOfDrop(all, { dragId: electronics.id, targetId: passive.id, intoTarget: true, side: 1 }),
    ).toEqual({
      ok: false,
      reason: 'cycle',
    });
    expect(
      placementOfDrop(all, { dragId: machinery.id, targetId: resistor.id, intoTarget: true, side: 1 }),
    ).toEqual({
      ok: false,
      reason: 'tooDeep',
    });
    // Into the gap beside 電阻 means under 被動元件: level three, fine for a leaf.
    expect(
      placementOfDrop(all, { dragId: machinery.id, targetId: resistor.id, intoTarget: false, side: 1 }).ok,
    ).toBe(true);
  });

  it('steps up and down among siblings, and not past either end', () => {
    expect(placementOfStep(all, machinery.id, -1)).toEqual({ parentId: null, sortOrder: 0 });
    expect(placementOfStep(all, machinery.id, 1)).toEqual({ parentId: null, sortOrder: 2 });
    expect(placementOfStep(all, electronics.id, -1)).toBeNull();
    expect(placementOfStep(all, chemicals.id, 1)).toBeNull();
    expect(placementOfStep(all, active.id, -1)).toEqual({ parentId: electronics.id, sortOrder: 0 });
  });

  it('reads the gap side from antd positions', () => {
    expect(sideOfDrop(-1, '0-0')).toBe(-1);
    expect(sideOfDrop(3, '0-2')).toBe(1);
    expect(sideOfDrop(1, '0-1-2')).toBe(-1);
  });
});
