import svgCaptcha from 'svg-captcha';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addSeconds, type Clock } from '../../lib/clock';
import { keyedHash, sameHash } from '../../lib/secure-token';
import { newId } from '../../lib/uuid-v7';
import { consumeCaptcha, insertCaptcha } from './captcha.repository';

const lifetimeSeconds = 5 * 60;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Image captchas drawn as SVG paths (no text to copy out of the markup), answered once within five
 * minutes, case-insensitive. Turned off by CAPTCHA_ENABLED=false for automated environments.
 */
export function createCaptchaService(deps: {
  db: Database;
  clock: Clock;
  key: string;
  /** Asked on every sign-in: the configuration page can turn the captcha on or off without a restart. */
  isEnabled: () => Promise<boolean>;
}) {
  const { db, clock, key, isEnabled } = deps;

  async function issue() {
    const id = newId();
    const { data, text } = svgCaptcha.create({
      size: 5,
      noise: 3,
      ignoreChars: '0oO1ilI',
      width: 150,
      height: 50,
    });
    const expiresAt = addSeconds(clock.now(), lifetimeSeconds);
    await insertCaptcha(db, { id, answerHash: keyedHash(key, id, text.toLowerCase()), expiresAt });
    return {
      token: id,
      image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
      expiresAt: expiresAt.toISOString(),
      required: await isEnabled(),
    };
  }

  /** Checks the answer to a captcha; the captcha is used up whatever the outcome. */
  async function verify(token: string | undefined, answer: string | undefined): Promise<void> {
    if (!(await isEnabled())) return;
    if (!token || !answer) throw AppError.of('CAPTCHA_REQUIRED', { field: 'LoginIp' });
    if (!uuidPattern.test(token)) throw AppError.of('CAPTCHA_INVALID', { field: 'LoginIp' });
    const answerHash = await consumeCaptcha(db, token, clock.now());
    const given = keyedHash(key, token, answer.normalize('NFKC').trim().toLowerCase());
    if (!answerHash || !sameHash(answerHash, given))
      throw AppError.of('CAPTCHA_INVALID', { field: 'LoginIp' });
  }

  return { issue, verify };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
