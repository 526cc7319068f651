import { passwordSchema } from '@portal/contracts/identity-rules';
import { contractLimits } from './contract-rules';
/** Strength levels shown under a new password; only a hint, the server decides what it accepts. */
export type PasswordStrength = 'tooShort' | 'weak' | 'fair' | 'good' | 'strong';

// The contract's shortest password: anything shorter is refused, whatever else it has.
const passwordMinLength = contractLimits(passwordSchema).min ?? 0;

// A few of the passwords people pick most; the server checks a much longer list.
const commonPasswords = new Set([
  'password',
  'password1',
  'passw0rd',
  'iloveyou',
  'qwertyui',
  'qwerty123',
  'abcd1234',
  'abc12345',
  'admin123',
  'welcome1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'zaq12wsx',
  '1qaz2wsx',
  'aa123456',
  'a1234567',
]);

/** Whether the password holds the account name (compared without case), which the portal refuses. */
export function containsAccount(password: string, account: string): boolean {
  const name = account.trim().toLowerCase();
  return name.length >= 3 && password.toLowerCase().includes(name);
}

/** A run such as 12345678 or hgfedcba: every character one step from the last, the same way. */
function isSequence(text: string): boolean {
  const step = text.charCodeAt(1) - text.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let i = 2; i < text.length; i += 1) {
    if (text.charCodeAt(i) - text.charCodeAt(i - 1) !== step) return false;
  }
  return true;
}

function isPredictable(password: string): boolean {
  const lower = password.toLowerCase();
  return (
    commonPasswords.has(lower) ||
    new Set(lower).size <= 3 ||
    isSequence(lower) ||
    (/^\d+$/.test(lower) && lower.length < 10)
  );
}

/**
 * Rates a new password by length first (NIST SP 800-63B: length matters more than composition), then by
 * the kinds of characters, and marks common, repetitive and sequential ones as weak.
 */
export function ratePassword(password: string, account = ''): PasswordStrength {
  if (password.length < passwordMinLength) return 'tooShort';
  if (isPredictable(password) || containsAccount(password, account)) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((pattern) => pattern.test(password)).length;
  let score = kinds >= 2 ? 1 : 0;
  if (kinds >= 3) score += 1;
  if (password.length >= 12) score += 1;
  if (password.length >= 16) score += 1;
  if (score <= 1) return 'weak';
  if (score === 2) return 'fair';
  if (score === 3) return 'good';
  return 'strong';
}
