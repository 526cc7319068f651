import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';
import { dashboardWidgetQuery } from './api/dashboard-api';
import { firstScreenCalls } from './dashboard-calls';

/** However slow the first screen's answers, the widgets below ask for theirs after this long. */
const longestWaitMs = 3000;

/** Turns true once the first screen's answers have all come (or failed) and been painted. */
export function useFirstScreenShown(language: string): boolean {
  const isSettled = useQueries({
    queries: firstScreenCalls.map((call) => ({ ...dashboardWidgetQuery(call, language), enabled: false })),
    combine: (results) => results.every((result) => result.status !== 'pending'),
  });
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    if (isShown) return;
    const timer = setTimeout(() => setShown(true), longestWaitMs);
    const cancelPaint = isSettled ? afterNextPaint(() => setShown(true)) : undefined;
    return () => {
      clearTimeout(timer);
      cancelPaint?.();
    };
  }, [isSettled, isShown]);
  return isShown;
}
