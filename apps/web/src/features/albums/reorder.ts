/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length) return [...items];
  const target = Math.max(0, Math.min(to, items.length - 1));
  const rest = items.filter((_, index) => index !== from);
  return [...rest.slice(0, target), items[from] as T, ...rest.slice(target)];
}

/** Keyboard reordering: Space lifts and drops, arrows move the lifted item, Escape puts it back. */
export interface KeyboardReorder {
  /** The lifted item's original and current positions, or null. */
  lifted: { from: number; at: number } | null;
}

export type ReorderStep =
  | { kind: 'none' }
  | { kind: 'lift'; index: number }
  | { kind: 'move'; at: number }
  | { kind: 'drop'; from: number; to: number }
  | { kind: 'cancel' };

/** What a key on the item at `index` (of `count`) does, given what is lifted. */
export function reorderKey(state: KeyboardReorder, key: string, index: number, count: number): ReorderStep {
  if (!state.lifted) return key === ' ' || key === 'Enter' ? { kind: 'lift', index } : { kind: 'none' };
  const { from, at } = state.lifted;
  switch (key) {
    case ' ':
    case 'Enter':
      return { kind: 'drop', from, to: at };
    case 'Escape':
      return { kind: 'cancel' };
    case 'ArrowLeft':
    case 'ArrowUp':
      return { kind: 'move', at: Math.max(0, at - 1) };
    case 'ArrowRight':
    case 'ArrowDown':
      return { kind: 'move', at: Math.min(count - 1, at + 1) };
    case 'Home':
      return { kind: 'move', at: 0 };
    case 'End':
      return { kind: 'move', at: count - 1 };
    default:
      return { kind: 'none' };
  }
}
