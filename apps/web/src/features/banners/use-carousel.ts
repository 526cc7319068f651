import { useCallback, useEffect, useState } from 'react';

/** The visitor asked for less motion (system setting): the slides never advance by themselves then. */
export function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const onChange = () => setReduced(list.matches);
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  }, []);
  return reduced;
}

export interface CarouselState {
  index: number;
  /** Advancing by itself (never with reduced motion, nor after the visitor paused it). */
  isPlaying: boolean;
  /** Whether the pause/play control has anything to do (several slides, motion allowed). */
  canPlay: boolean;
  next(): void;
  previous(): void;
  goTo(index: number): void;
  togglePlaying(): void;
  /** Hover or focus inside the carousel holds it still without changing the visitor's choice. */
  setHeld(held: boolean): void;
}

/**
 * A carousel's state: the slide shown, and advancing every `intervalMs` unless reduced motion is asked
 * for, the visitor paused it (WCAG 2.2.2), or the pointer or focus is inside it.
 */
export function useCarousel(
  count: number,
  options: { intervalMs: number; reducedMotion: boolean },
): CarouselState {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const canPlay = count > 1 && !options.reducedMotion;
  const isPlaying = canPlay && !paused;

  const goTo = useCallback(
    (target: number) => setIndex(count > 0 ? ((target % count) + count) % count : 0),
    [count],
  );
  const next = useCallback(() => setIndex((current) => (count > 0 ? (current + 1) % count : 0)), [count]);
  const previous = useCallback(
    () => setIndex((current) => (count > 0 ? (current - 1 + count) % count : 0)),
    [count],
  );

  // A shorter list (a banner ended) never leaves the index past its end.
  useEffect(() => {
    if (index >= count && count > 0) setIndex(0);
  }, [count, index]);

  useEffect(() => {
    if (!isPlaying || held) return;
    const timer = window.setInterval(next, options.intervalMs);
    return () => window.clearInterval(timer);
  }, [isPlaying, held, next, options.intervalMs]);

  return {
    index: Math.min(index, Math.max(count - 1, 0)),
    isPlaying,
    canPlay,
    next,
    previous,
    goTo,
    togglePlaying: () => setPaused((current) => !current),
    setHeld,
  };
}
