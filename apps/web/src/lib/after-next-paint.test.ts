import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the work after the next frame, once, even when the fallback timer fires too', async () => {
    const work = vi.fn();
    afterNextPaint(work, 50);
    expect(work).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs it from the timer where no frame comes (a hidden tab)', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const work = vi.fn();
    afterNextPaint(work, 500);
    vi.advanceTimersByTime(499);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', async () => {
    const work = vi.fn();
    const cancel = afterNextPaint(work, 20);
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(work).not.toHaveBeenCalled();
  });
});
