/**
 * Access tokens whose signature and claims were checked, kept until they expire. A token's bytes decide
 * whether its signature holds, so checking the same token again proves nothing new and costs an HMAC
 * through WebCrypto on every request. Only the token's own facts are kept: the session it names is
 * still read on every request, so a sign-out or a disabled account holds at once.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, { sessionId: string; expiresAtMs: number }>();

  constructor(private readonly capacity: number) {}

  /** The session a known, unexpired token names; undefined when it must be verified. */
  sessionIdOf(token: string, now: Date): string | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    // As the verifier does: a token is expired from its `exp` second on.
    if (entry.expiresAtMs <= now.getTime()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.sessionId;
  }

  remember(token: string, sessionId: string, expiresAtSeconds: number): void {
    if (this.entries.size >= this.capacity) {
      // The oldest entry first (a Map keeps insertion order); it is verified again when it comes back.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { sessionId, expiresAtMs: expiresAtSeconds * 1000 });
  }

  get size(): number {
    return this.entries.size;
  }
}
