import { maxCategoryDepth } from '@portal/contracts/categories';
import { AppError } from '../../lib/app-error';

/** Where a node is asked to go, and what is known of it (pure: the resource reads the rows). */
export interface Placement {
  /** The node being moved (absent for a new node). */
  node?: { id: string; kind: string; depth: number };
  kind: string;
  /** The new parent, null for a root. */
  parent: { id: string; kind: string; depth: number } | null;
  /** The moved node and everything under it (for a new node: nothing). */
  subtree: readonly { id: string; depth: number }[];
}

/**
 * The tree rules of a placement: same tree, no cycle, at most three levels including the moved subtree.
 * Returns the node's new depth.
 */
export function checkPlacement({ node, kind, parent, subtree }: Placement): number {
  if (node && node.kind !== kind) throw AppError.of('CATEGORY_KIND_MISMATCH', { field: 'kind' });
  if (parent && parent.kind !== kind) throw AppError.of('CATEGORY_KIND_MISMATCH', { field: 'parentId' });
  if (parent && subtree.some((member) => member.id === parent.id)) {
    throw AppError.of('CATEGORY_CYCLE', { field: 'parentId' });
  }
  const depth = parent ? parent.depth + 1 : 1;
  // How many levels the moved subtree spans, counting the node itself.
  const height = node ? Math.max(node.depth, ...subtree.map((member) => member.depth)) - node.depth + 1 : 1;
  if (depth + height - 1 > maxCategoryDepth) throw AppError.of('CATEGORY_TOO_DEEP', { field: 'parentId' });
  return depth;
}

/** The sibling order once `id` is placed at `position` (past the end or absent: last). */
export function placeAmong(siblings: readonly string[], id: string, position: number | undefined): string[] {
  const others = siblings.filter((sibling) => sibling !== id);
  const at = position === undefined ? others.length : Math.min(position, others.length);
  return [...others.slice(0, at), id, ...others.slice(at)];
}
