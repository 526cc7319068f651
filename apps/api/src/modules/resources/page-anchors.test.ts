import { describe, expect, it } from 'vitest';
import { createPageAnchors } from './page-anchors';

const anchorAt = (position: number) => ({ position, createdAt: `t${position}`, id: `id${position}` });

describe('page anchors', () => {
  it('answers the nearest anchor at or before a position, for the same list only', () => {
    const anchors = createPageAnchors();
    const now = anchors.generation();
    anchors.remember('users', anchorAt(20), now);
    anchors.remember('users', anchorAt(19_980), now);
    anchors.remember('vendors', anchorAt(19_990), now);
    expect(anchors.nearest('users', 19_980)).toEqual(anchorAt(19_980));
    expect(anchors.nearest('users', 20_000)).toEqual(anchorAt(19_980));
    expect(anchors.nearest('users', 19_979)).toEqual(anchorAt(20));
    expect(anchors.nearest('users', 19)).toBeUndefined();
    expect(anchors.nearest('products', 20_000)).toBeUndefined();
  });

  it('forgets every anchor after a write, and keeps none read before it', () => {
    const anchors = createPageAnchors();
    const before = anchors.generation();
    anchors.remember('users', anchorAt(20), before);
    anchors.forgetAll();
    expect(anchors.nearest('users', 40)).toBeUndefined();
    anchors.remember('users', anchorAt(20), before);
    expect(anchors.nearest('users', 40)).toBeUndefined();
    anchors.remember('users', anchorAt(20), anchors.generation());
    expect(anchors.nearest('users', 40)).toEqual(anchorAt(20));
  });

  it('forgets a list once its lifetime has passed', () => {
    let clock = 0;
    const anchors = createPageAnchors({ lifetimeMs: 15_000, now: () => clock });
    anchors.remember('users', anchorAt(20), anchors.generation());
    clock = 14_999;
    expect(anchors.nearest('users', 20)).toEqual(anchorAt(20));
    clock = 15_000;
    expect(anchors.nearest('users', 20)).toBeUndefined();
  });

  it('keeps a bounded number of lists and anchors', () => {
    const anchors = createPageAnchors({ maxLists: 2, maxAnchorsPerList: 2 });
    const now = anchors.generation();
    for (const position of [20, 40, 60]) anchors.remember('users', anchorAt(position), now);
    expect(anchors.nearest('users', 39)).toBeUndefined();
    expect(anchors.nearest('users', 60)).toEqual(anchorAt(60));
    anchors.remember('vendors', anchorAt(20), now);
    anchors.remember('roles', anchorAt(20), now);
    expect(anchors.size()).toBe(2);
    expect(anchors.nearest('users', 60)).toBeUndefined();
  });
});
