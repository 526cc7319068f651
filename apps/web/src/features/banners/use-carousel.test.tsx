import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarousel } from './use-carousel';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('useCarousel', () => {
  it('advances by itself, and stops once paused until played again', () => {
    const { result } = renderHook(() => useCarousel(3, { intervalMs: 1000, reducedMotion: false }));
    expect(result.current).toMatchObject({ index: 0, isPlaying: true, canPlay: true });
    advance(1000);
    expect(result.current.index).toBe(1);
    act(() => result.current.togglePlaying());
    expect(result.current.isPlaying).toBe(false);
    advance(5000);
    expect(result.current.index).toBe(1);
    act(() => result.current.togglePlaying());
    advance(1000);
    expect(result.current.index).toBe(2);
    advance(1000);
    expect(result.current.index).toBe(0);
  });

  it('never advances by itself when reduced motion is asked for; the visitor still moves it', () => {
    const { result } = renderHook(() => useCarousel(3, { intervalMs: 1000, reducedMotion: true }));
    expect(result.current).toMatchObject({ isPlaying: false, canPlay: false });
    advance(10_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    act(() => result.current.previous());
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
  });

  it('holds still while hovered or focused, and with a single slide', () => {
    const { result } = renderHook(() => useCarousel(2, { intervalMs: 1000, reducedMotion: false }));
    act(() => result.current.setHeld(true));
    advance(3000);
    expect(result.current.index).toBe(0);
    act(() => result.current.setHeld(false));
    advance(1000);
    expect(result.current.index).toBe(1);
    const single = renderHook(() => useCarousel(1, { intervalMs: 1000, reducedMotion: false }));
    expect(single.result.current.canPlay).toBe(false);
  });
});
