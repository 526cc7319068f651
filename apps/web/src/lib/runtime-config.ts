/**
 * Settings the web app learns at run time rather than at build time. The social sign-in client ids will
 * come from `GET /Configuration`; until that call exists both are empty, which hides the Google and
 * Facebook buttons.
 */
export interface RuntimeConfig {
  googleClientId: string;
  facebookAppId: string;
}

const runtimeConfig: RuntimeConfig = { googleClientId: '', facebookAppId: '' };

export function getRuntimeConfig(): RuntimeConfig {
  return runtimeConfig;
}

export function hasSocialSignIn(config: RuntimeConfig = getRuntimeConfig()): boolean {
  return config.googleClientId !== '' || config.facebookAppId !== '';
}
