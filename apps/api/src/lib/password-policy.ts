import type { ErrorCode } from '@portal/contracts/errors';
import { dictionary } from '@zxcvbn-ts/language-common';

// The common-password list of zxcvbn (about 18 000 entries of 8 characters or more), kept in memory.
const commonPasswords = new Set(
  dictionary['passwords-common'].filter((entry) => entry.length >= 8).map((entry) => entry.toLowerCase()),
);

/**
 * The rules beyond length (NIST SP 800-63B): not a well-known password, and not containing the account
 * name. No composition rules. Returns the error code of the first rule broken.
 */
export function passwordProblem(password: string, account?: string): ErrorCode | undefined {
  const lowered = password.toLowerCase();
  if (commonPasswords.has(lowered)) return 'PASSWORD_TOO_COMMON';
  if (account && account.length >= 3 && lowered.includes(account.toLowerCase()))
    return 'PASSWORD_CONTAINS_ACCOUNT';
  return undefined;
}
