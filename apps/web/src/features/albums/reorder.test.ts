import { describe, expect, it } from 'vitest';
import { moveItem, reorderKey } from './reorder';

describe('moveItem', () => {
  it('moves an item forwards and backwards, clamping past the ends', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 99)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

describe('keyboard reorder', () => {
  it('lifts with Space, moves with the arrows inside the list, drops with Space', () => {
    const idle = { lifted: null };
    expect(reorderKey(idle, 'ArrowRight', 1, 4)).toEqual({ kind: 'none' });
    expect(reorderKey(idle, ' ', 1, 4)).toEqual({ kind: 'lift', index: 1 });
    const lifted = { lifted: { from: 1, at: 1 } };
    expect(reorderKey(lifted, 'ArrowRight', 1, 4)).toEqual({ kind: 'move', at: 2 });
    expect(reorderKey(lifted, 'ArrowLeft', 1, 4)).toEqual({ kind: 'move', at: 0 });
    expect(reorderKey({ lifted: { from: 1, at: 3 } }, 'ArrowDown', 3, 4)).toEqual({ kind: 'move', at: 3 });
    expect(reorderKey({ lifted: { from: 1, at: 0 } }, 'ArrowUp', 0, 4)).toEqual({ kind: 'move', at: 0 });
    expect(reorderKey(lifted, 'End', 1, 4)).toEqual({ kind: 'move', at: 3 });
    expect(reorderKey({ lifted: { from: 1, at: 3 } }, ' ', 3, 4)).toEqual({ kind: 'drop', from: 1, to: 3 });
    expect(reorderKey(lifted, 'Escape', 1, 4)).toEqual({ kind: 'cancel' });
  });
});
