import type { CounterHit, CounterStore } from '../../platform/counters';
import { formatWait, tooManyRequests } from '../../platform/errors';
import { sha256 } from '../../platform/tokens';
import { LIMITS, secondsUntil } from './limits';

/** A taken attempt: the caller reports a success, which gives back what a right password should not cost. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

/**
 * Brute-force protection of every password check of an account: public and back-office sign-in, the current
 * password on the profile (decisions.md §5, issue 19). One budget per account, whichever door is used.
 *
 * - The attempt is taken before the password is checked, by counter increments that return the new value,
 *   so parallel guesses each count (the 41st of 40 parallel guesses is refused unchecked).
 * - A client is slowed down on one account by its own failures (per account and client); a client spraying
 *   many accounts is stopped (per client); the global per-account limit, higher, only stops guessing spread
 *   over many clients. Attempts a narrower limit refuses do not count against the account, so one client
 *   cannot lock the owner out everywhere.
 * - The account key is the address typed, known or not: a locked answer says nothing about existence.
 * - A password reset lifts every lock of the account (`liftLocks`).
 */
export class LoginGuard {
  constructor(private readonly counters: CounterStore) {}

  private static account = (id: string) => sha256(id.trim().toLowerCase());
  private accountKey = (id: string) => `login:acct:${LoginGuard.account(id)}`;
  private pairPrefix = (id: string) => `login:pair:${LoginGuard.account(id)}:`;
  private clientKey = (ip: string) => `login:ip:${ip}`;

  /** Takes one attempt for this account from this client; 429 (with Retry-After) beyond a limit. */
  async take(accountId: string, ip: string, lockedMessage: (wait: string) => string): Promise<LoginAttempt> {
    const pairKey = this.pairPrefix(accountId) + ip;
    const clientKey = this.clientKey(ip);
    const [pair, client] = await Promise.all([
      this.counters.increment(pairKey, LIMITS.loginPerAccountAndClient.windowMs),
      this.counters.increment(clientKey, LIMITS.loginPerClient.windowMs),
    ]);
    refuseBeyond(pair, LIMITS.loginPerAccountAndClient.max, lockedMessage);
    refuseBeyond(client, LIMITS.loginPerClient.max, lockedMessage);
    const accountKey = this.accountKey(accountId);
    const account = await this.counters.increment(accountKey, LIMITS.loginPerAccount.windowMs);
    refuseBeyond(account, LIMITS.loginPerAccount.max, lockedMessage);
    return {
      succeeded: async () => {
        // The right password: this client's failures on the account are forgiven; the attempt is given back
        // to the client and to the account, whose other clients' failures still count.
        await Promise.all([
          this.counters.reset(pairKey),
          this.counters.decrement(clientKey),
          this.counters.decrement(accountKey),
        ]);
      },
    };
  }

  /** Every lock of the account, from every client: after its owner proved the address (password reset). */
  async liftLocks(accountId: string) {
    await Promise.all([
      this.counters.reset(this.accountKey(accountId)),
      this.counters.resetPrefix(this.pairPrefix(accountId)),
    ]);
  }
}

function refuseBeyond(hit: CounterHit, max: number, lockedMessage: (wait: string) => string) {
  if (hit.count <= max) return;
  const wait = secondsUntil(hit.resetAt);
  throw tooManyRequests(wait, lockedMessage(formatWait(wait)));
}
