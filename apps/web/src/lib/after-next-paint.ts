/**
 * Runs `callback` once the browser has painted the next frame: for work the first screen does not wait
 * for (a large file to fetch, say). A frame's callbacks run before it is drawn, so the work waits for the
 * frame after it, then for a task of its own. A hidden tab paints no frames, hence the timer as well;
 * whichever comes first runs it, once. Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void, fallbackMs = 500): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run)));
  const timer = setTimeout(run, fallbackMs);
  return () => {
    done = true;
    clearTimeout(timer);
  };
}
