import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let tokens: typeof import('./social-provider-token');

// jsdom does not fetch scripts: a test finishes a load by firing the element's load or error event.
const scriptsOf = (url: string) =>
  [...document.head.querySelectorAll('script')].filter((script) => script.src === url);

async function finishLoad(url: string, outcome: 'load' | 'error' = 'load') {
  await vi.waitFor(() => expect(scriptsOf(url)).toHaveLength(1));
  scriptsOf(url)[0]?.dispatchEvent(new Event(outcome));
}

/** A stand-in for Google Identity Services: records the options and lets the test answer the prompt. */
function fakeGoogle() {
  const google = {
    options: undefined as
      | { client_id: string; callback: (response: { credential?: string }) => void }
      | undefined,
    initialize: vi.fn((options: NonNullable<typeof google.options>) => {
      google.options = options;
    }),
    prompt: vi.fn(),
    renderButton: vi.fn(),
  };
  window.google = { accounts: { id: google } };
  return google;
}

beforeEach(async () => {
  vi.resetModules();
  tokens = await import('./social-provider-token');
});

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
  delete window.google;
  delete window.FB;
});

describe('Google sign-in', () => {
  it('loads Google Identity Services once and answers the credential of each sign-in', async () => {
    const google = fakeGoogle();
    const first = tokens.obtainProviderToken('google', 'client-1');
    await finishLoad(tokens.googleScriptUrl);
    await vi.waitFor(() => expect(google.prompt).toHaveBeenCalledTimes(1));
    expect(google.options?.client_id).toBe('client-1');
    google.options?.callback({ credential: 'id-token-1' });
    await expect(first).resolves.toBe('id-token-1');

    const second = tokens.obtainProviderToken('google', 'client-1');
    await vi.waitFor(() => expect(google.prompt).toHaveBeenCalledTimes(2));
    google.options?.callback({ credential: 'id-token-2' });
    await expect(second).resolves.toBe('id-token-2');
    expect(scriptsOf(tokens.googleScriptUrl)).toHaveLength(1);
    expect(google.initialize).toHaveBeenCalledTimes(1);
  });

  it('answers no token when the person closes the prompt', async () => {
    const google = fakeGoogle();
    google.prompt.mockImplementation((listener: (moment: object) => void) =>
      listener({ isSkippedMoment: () => true, isNotDisplayed: () => false }),
    );
    const signIn = tokens.obtainProviderToken('google', 'client-1');
    await finishLoad(tokens.googleScriptUrl);
    await expect(signIn).resolves.toBeNull();
  });

  it("draws Google's own button when the prompt cannot show, and takes the credential from it", async () => {
    const google = fakeGoogle();
    google.prompt.mockImplementation((listener: (moment: object) => void) =>
      listener({ isNotDisplayed: () => true }),
    );
    const host = document.createElement('div');
    const signIn = tokens.obtainProviderToken('google', 'client-1', {
      googleButtonHost: host,
      language: 'en',
    });
    await finishLoad(tokens.googleScriptUrl);
    await vi.waitFor(() => expect(google.renderButton).toHaveBeenCalledTimes(1));
    expect(google.renderButton.mock.calls[0]?.[0]).toBe(host);
    expect(google.renderButton.mock.calls[0]?.[1]).toMatchObject({ locale: 'en' });
    google.options?.callback({ credential: 'from-button' });
    await expect(signIn).resolves.toBe('from-button');
  });

  it('fails with ProviderScriptError when the script does not load, and loads it again on the next try', async () => {
    const failed = tokens.obtainProviderToken('google', 'client-1');
    await finishLoad(tokens.googleScriptUrl, 'error');
    await expect(failed).rejects.toBeInstanceOf(tokens.ProviderScriptError);
    expect(scriptsOf(tokens.googleScriptUrl)).toHaveLength(0);

    const google = fakeGoogle();
    const retried = tokens.obtainProviderToken('google', 'client-1');
    await finishLoad(tokens.googleScriptUrl);
    await vi.waitFor(() => expect(google.prompt).toHaveBeenCalled());
    google.options?.callback({ credential: 'id-token' });
    await expect(retried).resolves.toBe('id-token');
  });
});

describe('Facebook sign-in', () => {
  function fakeFacebook(response: { authResponse: { accessToken: string } | null }) {
    const sdk = {
      init: vi.fn(),
      login: vi.fn((callback: (answer: typeof response) => void, _options: { scope: string }) =>
        callback(response),
      ),
    };
    window.FB = sdk;
    return sdk;
  }

  it('initialises the SDK with the app id and answers the access token of FB.login', async () => {
    const sdk = fakeFacebook({ authResponse: { accessToken: 'fb-token' } });
    const signIn = tokens.obtainProviderToken('facebook', 'app-1');
    await finishLoad(tokens.facebookScriptUrl);
    await expect(signIn).resolves.toBe('fb-token');
    expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ appId: 'app-1', version: 'v19.0' }));
    expect(sdk.login.mock.calls[0]?.[1]).toEqual({ scope: 'public_profile,email' });
  });

  it('answers no token when the person closes the pop-up (no authResponse)', async () => {
    fakeFacebook({ authResponse: null });
    const signIn = tokens.obtainProviderToken('facebook', 'app-1');
    await finishLoad(tokens.facebookScriptUrl);
    await expect(signIn).resolves.toBeNull();
  });
});
