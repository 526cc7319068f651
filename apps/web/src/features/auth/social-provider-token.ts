import type { RuntimeConfig } from '../../lib/runtime-config';
import type { SocialProvider } from './api/social-login';

/**
 * Asks the provider for a token that proves who the person is (a Google ID token, a Facebook access
 * token). The providers' sign-in scripts are not loaded yet: the buttons stay hidden until
 * `GET /Configuration` supplies client ids, and this is where those scripts will be wired in.
 */
export async function obtainProviderToken(provider: SocialProvider, config: RuntimeConfig): Promise<string> {
  const clientId = provider === 'google' ? config.googleClientId : config.facebookAppId;
  throw new Error(`The ${provider} sign-in script is not available (client id "${clientId}").`);
}
