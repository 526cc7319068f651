/**
 * Growing lockout after repeated failures (as Keycloak does): from the 5th failure in a row the account
 * waits 30 s, then twice as long after each further failure, at most 15 minutes. Failures older than
 * 12 hours are forgotten.
 */
export const lockoutPolicy = {
  failuresBeforeLock: 5,
  firstWaitSeconds: 30,
  maxWaitSeconds: 15 * 60,
  forgetAfterSeconds: 12 * 3600,
};

export function nextFailureState(
  previous: { failedLogins: number; lastFailedLoginAt: Date | null },
  now: Date,
): { failedLogins: number; lastFailedLoginAt: Date; lockedUntil: Date | null } {
  const forgotten =
    !previous.lastFailedLoginAt ||
    now.getTime() - previous.lastFailedLoginAt.getTime() > lockoutPolicy.forgetAfterSeconds * 1000;
  const failedLogins = (forgotten ? 0 : previous.failedLogins) + 1;
  const over = failedLogins - lockoutPolicy.failuresBeforeLock;
  const lockedUntil =
    over >= 0
      ? new Date(
          now.getTime() +
            Math.min(lockoutPolicy.firstWaitSeconds * 2 ** over, lockoutPolicy.maxWaitSeconds) * 1000,
        )
      : null;
  return { failedLogins, lastFailedLoginAt: now, lockedUntil };
}
