/**
 * The code driving Google's and Facebook's scripts, loaded on first use: showing the buttons does not
 * need it, and the sign-in page has a 200 KB budget.
 */
export const loadProviderToken = () => import('./social-provider-token');

/** Starts loading a provider's script ahead of the click (on hover or focus); failures are left for the click. */
export function preloadProvider(provider: 'google' | 'facebook'): void {
  loadProviderToken()
    .then((module) => module.preloadProviderScript(provider))
    .catch(() => {});
}
