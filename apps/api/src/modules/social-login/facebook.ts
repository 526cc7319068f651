import { AppError } from '../../lib/app-error';
import type { SocialProfile } from './social-profile';

interface DebugTokenReply {
  data?: { is_valid?: boolean; app_id?: string; user_id?: string };
}
interface MeReply {
  id?: string;
  name?: string;
  email?: string;
}

async function getJson<T>(url: URL): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`graph answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Verifies a Facebook user access token with the Graph API: `debug_token` with our app token must say
 * it is valid and issued to our app, then `/me` gives the profile.
 */
export function createFacebookVerifier(options: { appId: string; appSecret: string; graphUrl: string }) {
  const base = options.graphUrl.replace(/\/$/, '');

  return async function verifyFacebookToken(accessToken: string): Promise<SocialProfile> {
    try {
      const debug = new URL(`${base}/debug_token`);
      debug.searchParams.set('input_token', accessToken);
      debug.searchParams.set('access_token', `${options.appId}|${options.appSecret}`);
      const { data } = await getJson<DebugTokenReply>(debug);
      if (!data?.is_valid || data.app_id !== options.appId) throw new Error('token not for this app');

      const me = new URL(`${base}/me`);
      me.searchParams.set('fields', 'id,name,email');
      me.searchParams.set('access_token', accessToken);
      const profile = await getJson<MeReply>(me);
      if (!profile.id || (data.user_id && data.user_id !== profile.id)) throw new Error('profile mismatch');
      return {
        provider: 'facebook',
        subject: profile.id,
        email: profile.email?.toLowerCase() ?? null,
        name: profile.name ?? null,
      };
    } catch {
      throw AppError.of('SOCIAL_TOKEN_INVALID', { field: 'token' });
    }
  };
}
