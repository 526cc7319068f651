import type { Category } from '@portal/contracts/categories';
import { maxCategoryDepth } from '@portal/contracts/categories-keys';

/** A node of one tree, its children in their order. */
export interface CategoryTreeNode {
  category: Category;
  children: CategoryTreeNode[];
}

/** Builds one tree from the flat list: roots and each node's children ordered by `sortOrder`. */
export function buildCategoryTree(categories: readonly Category[]): CategoryTreeNode[] {
  const nodes = new Map(
    categories.map((category) => [category.id, { category, children: [] } as CategoryTreeNode]),
  );
  const roots: CategoryTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.category.parentId ? nodes.get(node.category.parentId) : undefined;
    // A node whose parent is not in the list (another page, or just deleted) shows as a root.
    (parent ? parent.children : roots).push(node);
  }
  const order = (list: CategoryTreeNode[]) => {
    list.sort(
      (a, b) => a.category.sortOrder - b.category.sortOrder || a.category.id.localeCompare(b.category.id),
    );
    for (const node of list) order(node.children);
  };
  order(roots);
  return roots;
}

/** The children of `parentId` (null: the roots) in order, from the flat list. */
export function siblingsOf(categories: readonly Category[], parentId: string | null): Category[] {
  return categories
    .filter((category) => category.parentId === parentId)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id));
}

/** The ids of a node and everything under it. */
export function subtreeIds(categories: readonly Category[], id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parentId && ids.has(category.parentId) && !ids.has(category.id)) {
        ids.add(category.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** How many levels a node spans with everything under it (1 for a leaf). */
export function subtreeHeight(categories: readonly Category[], id: string): number {
  const ids = subtreeIds(categories, id);
  const node = categories.find((category) => category.id === id);
  if (!node) return 1;
  const deepest = Math.max(
    ...categories.filter((category) => ids.has(category.id)).map((category) => category.depth),
  );
  return deepest - node.depth + 1;
}

/** Where a node goes: its new parent and its position among the new siblings (what `PUT /Category` takes). */
export interface Placement {
  parentId: string | null;
  sortOrder: number;
}

export type PlacementResult = { ok: true; placement: Placement } | { ok: false; reason: 'cycle' | 'tooDeep' };

/** Whether `id` may go under `parentId`: no cycle, and three levels at most with its subtree. */
export function checkMove(
  categories: readonly Category[],
  id: string,
  parentId: string | null,
): 'cycle' | 'tooDeep' | null {
  if (parentId === null) return subtreeHeight(categories, id) > maxCategoryDepth ? 'tooDeep' : null;
  if (subtreeIds(categories, id).has(parentId)) return 'cycle';
  const parent = categories.find((category) => category.id === parentId);
  const depth = (parent?.depth ?? 0) + 1;
  return depth + subtreeHeight(categories, id) - 1 > maxCategoryDepth ? 'tooDeep' : null;
}

/**
 * A drop in the tree, as antd's Tree reports it: the dragged node, the node dropped on, and either
 * into it (`intoTarget`, first child) or into the gap before (`side: -1`) or after (`side: 1`) it.
 */
export interface TreeDrop {
  dragId: string;
  targetId: string;
  intoTarget: boolean;
  side: -1 | 1;
}

/** The placement a drop asks for, or why it cannot be. */
export function placementOfDrop(categories: readonly Category[], drop: TreeDrop): PlacementResult {
  const target = categories.find((category) => category.id === drop.targetId);
  if (!target) return { ok: false, reason: 'cycle' };
  const parentId = drop.intoTarget ? target.id : target.parentId;
  const refusal = checkMove(categories, drop.dragId, parentId);
  if (refusal) return { ok: false, reason: refusal };
  if (drop.intoTarget) return { ok: true, placement: { parentId, sortOrder: 0 } };
  // Positions count the new siblings without the dragged node (the server places it among the others).
  const others = siblingsOf(categories, parentId).filter((category) => category.id !== drop.dragId);
  const targetIndex = others.findIndex((category) => category.id === target.id);
  return { ok: true, placement: { parentId, sortOrder: targetIndex + (drop.side === 1 ? 1 : 0) } };
}

/** The placement one step up (-1) or down (1) among the same siblings; null at either end. */
export function placementOfStep(categories: readonly Category[], id: string, step: -1 | 1): Placement | null {
  const node = categories.find((category) => category.id === id);
  if (!node) return null;
  const siblings = siblingsOf(categories, node.parentId);
  const index = siblings.findIndex((category) => category.id === id);
  const next = index + step;
  if (next < 0 || next >= siblings.length) return null;
  return { parentId: node.parentId, sortOrder: next };
}

/**
 * antd's Tree gives `dropPosition` relative to the whole list and the target's `pos` ("0-1-2"); the
 * side of the gap is their difference.
 */
export function sideOfDrop(dropPosition: number, targetPos: string): -1 | 1 {
  const index = Number(targetPos.split('-').at(-1));
  return dropPosition - index < 0 ? -1 : 1;
}
