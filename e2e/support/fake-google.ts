// A local stand-in for Google's sign-in, in Google's documented formats: the e2e server checks ID tokens
// against this server's key set (GOOGLE_JWKS_URL), and specs ask it for ID tokens of made-up people
// (GET /token). Started by the Playwright config; specs import the constants only.
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { ports } from './ports';

export const fakeGooglePort = ports.fakeGoogle;
export const fakeGoogleUrl = `http://127.0.0.1:${fakeGooglePort}`;
/** The OAuth client id the e2e server is started with (GOOGLE_CLIENT_ID). */
export const fakeGoogleClientId = 'e2e-portal.apps.googleusercontent.com';

export interface GooglePerson {
  /** Google's stable id of the person (`sub`). */
  sub: string;
  email: string;
  name: string;
}

/** An ID token for this person, signed by the fake Google (from a spec, over HTTP). */
export async function fetchGoogleIdToken(person: GooglePerson): Promise<string> {
  const response = await fetch(`${fakeGoogleUrl}/token?${new URLSearchParams({ ...person })}`);
  if (!response.ok) throw new Error(`fake Google answered ${response.status}`);
  return ((await response.json()) as { credential: string }).credential;
}

async function startFakeGoogle(): Promise<void> {
  const keyId = 'e2e-key-1';
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid: keyId, alg: 'RS256', use: 'sig' };

  // The claims Google puts in an ID token, for the portal's client id.
  const issue = (person: GooglePerson) =>
    new SignJWT({ email: person.email, email_verified: true, name: person.name })
      .setProtectedHeader({ alg: 'RS256', kid: keyId, typ: 'JWT' })
      .setIssuer('https://accounts.google.com')
      .setAudience(fakeGoogleClientId)
      .setSubject(person.sub)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', fakeGoogleUrl);
    response.setHeader('content-type', 'application/json');
    if (url.pathname === '/health') return response.end('{"ok":true}');
    if (url.pathname === '/jwks') return response.end(JSON.stringify({ keys: [publicJwk] }));
    if (url.pathname === '/token') {
      const [sub, email, name] = ['sub', 'email', 'name'].map((key) => url.searchParams.get(key) ?? '');
      if (!sub || !email || !name) {
        response.statusCode = 400;
        return response.end('{"error":"sub, email and name are required"}');
      }
      issue({ sub, email, name }).then(
        (credential) => response.end(JSON.stringify({ credential })),
        () => {
          response.statusCode = 500;
          response.end('{}');
        },
      );
      return;
    }
    response.statusCode = 404;
    response.end('{}');
  });

  server.listen(fakeGooglePort, '127.0.0.1');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => server.close(() => process.exit(0)));
  }
}

// Run as a program (the Playwright web server), not when a spec imports the constants.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  startFakeGoogle().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
