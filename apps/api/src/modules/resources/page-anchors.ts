import { totalLifetimeMs } from './list-totals';

/**
 * Where a row of a list in its default order (newest first: `created_at desc, id desc`) is: the row at
 * `position - 1` had this creation time (PostgreSQL's text of it, to the microsecond) and id. A page
 * starting at `position` or later can then seek to it through the (created_at, id) index instead of
 * walking past every row before it.
 */
export interface PageAnchor {
  position: number;
  createdAt: string;
  id: string;
}

export interface PageAnchorOptions {
  lifetimeMs?: number;
  /** Lists (filters) remembered, and anchors per list; past either, the oldest are forgotten. */
  maxLists?: number;
  maxAnchorsPerList?: number;
  now?: () => number;
}

/**
 * Anchors per list and filter (`key`: the text and parameters of the list's rows query, or the list's
 * own `listKey`, so two callers seeing different rows never share one), kept for the list cache lifetime and forgotten at once after
 * any write through this instance, like the lists' totals (`list-totals.ts`). A write through another
 * instance can leave a page served from an anchor up to that lifetime old: the rows of that moment.
 */
export function createPageAnchors(options: PageAnchorOptions = {}) {
  const lifetimeMs = options.lifetimeMs ?? totalLifetimeMs;
  const maxLists = options.maxLists ?? 500;
  const maxAnchorsPerList = options.maxAnchorsPerList ?? 64;
  const now = options.now ?? (() => performance.now());
  const lists = new Map<string, { anchors: Map<number, PageAnchor>; until: number }>();
  let generation = 0;

  /** The anchor nearest before `position` (at it or earlier, never the list's start), if any. */
  function nearest(key: string, position: number): PageAnchor | undefined {
    const list = lists.get(key);
    if (!list) return undefined;
    if (list.until <= now()) {
      lists.delete(key);
      return undefined;
    }
    let best: PageAnchor | undefined;
    for (const anchor of list.anchors.values()) {
      if (anchor.position <= position && (!best || anchor.position > best.position)) best = anchor;
    }
    return best;
  }

  /** Remembers an anchor read in `startedIn` (a read started before a write must not be kept). */
  function remember(key: string, anchor: PageAnchor, startedIn: number): void {
    if (startedIn !== generation || anchor.position <= 0) return;
    let list = lists.get(key);
    if (!list || list.until <= now()) {
      if (!list && lists.size >= maxLists) lists.delete(lists.keys().next().value as string);
      list = { anchors: new Map(), until: now() + lifetimeMs };
      lists.set(key, list);
    }
    if (!list.anchors.has(anchor.position) && list.anchors.size >= maxAnchorsPerList) {
      list.anchors.delete(list.anchors.keys().next().value as number);
    }
    list.anchors.set(anchor.position, anchor);
  }

  function forgetAll(): void {
    generation += 1;
    lists.clear();
  }

  return { nearest, remember, forgetAll, generation: () => generation, size: () => lists.size };
}

export type PageAnchors = ReturnType<typeof createPageAnchors>;

/** The process's page anchors (`newestFirstPageIds` uses them). */
export const pageAnchors = createPageAnchors();
