/** Route config of a public call limited to `max` requests per client address in the window. */
export function publicRateLimited(max: number, timeWindow = '10 minutes') {
  return { access: 'public' as const, rateLimit: { max, timeWindow } };
}
