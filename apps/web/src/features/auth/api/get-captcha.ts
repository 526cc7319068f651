import type { captchaSchema } from '@portal/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type Captcha = z.infer<typeof captchaSchema>;

/** `GET /Auth/Login`: issues a new single-use captcha (image and token), or says none is required. */
export function getCaptcha(): Promise<Captcha> {
  return apiRequest<Captcha>('Auth/Login');
}

/** Milliseconds until a captcha expires and should be replaced (at least 1 s); null when none is shown. */
export function msUntilExpiry(captcha: Captcha | undefined, now: number = Date.now()): number | null {
  if (!captcha?.required) return null;
  return Math.max(new Date(captcha.expiresAt).getTime() - now, 1000);
}

/**
 * The captcha of the sign-in form. Each one is issued for one attempt and never cached, so this is a
 * mutation rather than a query: one is issued on mount, `refresh()` issues another (after a failed
 * sign-in, or on request), and a new one replaces it when it expires.
 */
export function useCaptcha() {
  const { mutate, data, isPending, isError } = useMutation({ mutationFn: getCaptcha });
  const refresh = useCallback(() => mutate(), [mutate]);

  useEffect(() => refresh(), [refresh]);

  useEffect(() => {
    const delay = msUntilExpiry(data);
    if (delay === null) return;
    const timer = window.setTimeout(refresh, delay);
    return () => window.clearTimeout(timer);
  }, [data, refresh]);

  return { data, isLoading: isPending, isError, refresh };
}
