/** Route config of a public call limited to `max` requests per client address in the window. */
export function publicRateLimited(max: number, windowSeconds = 600) {
  return { access: 'public' as const, rateLimit: { max, windowSeconds } };
}
