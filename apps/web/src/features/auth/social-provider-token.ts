import type { SocialProvider } from './api/social-login';

export const googleScriptUrl = 'https://accounts.google.com/gsi/client';
export const facebookScriptUrl = 'https://connect.facebook.net/en_US/sdk.js';
const facebookApiVersion = 'v19.0';

/** The provider's script could not be loaded (offline, blocked by an extension or a firewall). */
export class ProviderScriptError extends Error {
  constructor(readonly url: string) {
    super(`The script ${url} could not be loaded.`);
    this.name = 'ProviderScriptError';
  }
}

// The few parts of Google Identity Services and the Facebook SDK used here.
interface GoogleCredentialResponse {
  credential?: string;
}
interface GooglePromptMoment {
  isNotDisplayed?: () => boolean;
  isSkippedMoment?: () => boolean;
  isDismissedMoment?: () => boolean;
  getDismissedReason?: () => string;
}
interface GoogleButtonOptions {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  text?: 'signin_with' | 'continue_with';
  width?: number;
  locale?: string;
}
interface GoogleAccountsId {
  initialize: (options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    cancel_on_tap_outside?: boolean;
  }) => void;
  prompt: (listener?: (moment: GooglePromptMoment) => void) => void;
  renderButton?: (parent: HTMLElement, options: GoogleButtonOptions) => void;
}
interface FacebookLoginResponse {
  authResponse?: { accessToken?: string } | null;
}
interface FacebookSdk {
  init: (options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }) => void;
  login: (callback: (response: FacebookLoginResponse) => void, options: { scope: string }) => void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
    FB?: FacebookSdk;
  }
}

const scripts = new Map<string, Promise<void>>();

/** Adds a provider's script to the page once; a failed load may be tried again by the next click. */
export function loadProviderScript(url: string): Promise<void> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(url);
        script.remove();
        reject(new ProviderScriptError(url));
      };
      document.head.append(script);
    });
    scripts.set(url, loading);
  }
  return loading;
}

const scriptUrls: Record<SocialProvider, string> = { google: googleScriptUrl, facebook: facebookScriptUrl };

/** Starts loading a provider's script before the click (on hover or focus), so the pop-up opens sooner. */
export function preloadProviderScript(provider: SocialProvider): void {
  loadProviderScript(scriptUrls[provider]).catch(() => {});
}

// Google calls the one callback given to initialize; each click waits for the next credential.
let googleClientId: string | null = null;
// null: the person closed Google's window or chose no account.
let googleWaiting: ((token: string | null) => void) | null = null;

function googleApi(clientId: string): GoogleAccountsId {
  const api = window.google?.accounts?.id;
  if (!api) throw new ProviderScriptError(googleScriptUrl);
  if (googleClientId !== clientId) {
    api.initialize({
      client_id: clientId,
      cancel_on_tap_outside: true,
      callback: (response) => {
        googleWaiting?.(response.credential || null);
        googleWaiting = null;
      },
    });
    googleClientId = clientId;
  }
  return api;
}

export interface ProviderTokenOptions {
  /**
   * Where Google's own button goes when its sign-in prompt cannot show (the browser blocks it, or the
   * person closed it recently and Google waits before asking again): clicking that button continues.
   */
  googleButtonHost?: HTMLElement | null;
  /** The interface language, for Google's button. */
  language?: string;
}

/** A Google ID token (the credential of Google Identity Services). */
async function googleIdToken(clientId: string, options: ProviderTokenOptions): Promise<string | null> {
  await loadProviderScript(googleScriptUrl);
  const api = googleApi(clientId);
  // A sign-in still waiting (Google's button drawn but never clicked) gives way to this one.
  googleWaiting?.(null);
  return new Promise<string | null>((resolve) => {
    googleWaiting = resolve;
    api.prompt((moment) => {
      const host = options.googleButtonHost;
      if (moment.isNotDisplayed?.() && host && api.renderButton) {
        host.replaceChildren();
        api.renderButton(host, {
          type: 'standard',
          theme: 'outline',
          text: 'continue_with',
          width: Math.min(host.clientWidth || 320, 400),
          locale: options.language === 'en' ? 'en' : 'zh-TW',
        });
        return;
      }
      const isDismissed =
        moment.isDismissedMoment?.() && moment.getDismissedReason?.() !== 'credential_returned';
      if (moment.isNotDisplayed?.() || moment.isSkippedMoment?.() || isDismissed) {
        googleWaiting = null;
        resolve(null);
      }
    });
  });
}

let facebookAppId: string | null = null;

/** A Facebook user access token from the SDK's login pop-up. */
async function facebookAccessToken(appId: string): Promise<string | null> {
  await loadProviderScript(facebookScriptUrl);
  const sdk = window.FB;
  if (!sdk) throw new ProviderScriptError(facebookScriptUrl);
  if (facebookAppId !== appId) {
    sdk.init({ appId, version: facebookApiVersion, cookie: false, xfbml: false });
    facebookAppId = appId;
  }
  return new Promise<string | null>((resolve) => {
    sdk.login(
      // No authResponse: the person closed the pop-up or refused.
      (response) => resolve(response.authResponse?.accessToken || null),
      { scope: 'public_profile,email' },
    );
  });
}

/**
 * Asks the provider for a token that proves who the person is (a Google ID token, a Facebook access
 * token), loading the provider's script on first use. Resolves null when the person closes the
 * provider's window; rejects with ProviderScriptError when the script cannot be loaded.
 */
export function obtainProviderToken(
  provider: SocialProvider,
  clientId: string,
  options: ProviderTokenOptions = {},
): Promise<string | null> {
  return provider === 'google' ? googleIdToken(clientId, options) : facebookAccessToken(clientId);
}
