import type { CounterHit, CounterStore } from '../../platform/counters';
import { formatWait, tooManyRequests } from '../../platform/errors';
import { sha256 } from '../../platform/tokens';
import { LIMITS, type Rung, secondsUntil } from './limits';

/** A taken attempt: the caller reports a success, which gives back what a right password should not cost. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

/** Who checks a password: the client address, and the device cookie's hash when it is a known device of the account. */
export interface PasswordClient {
  ip: string;
  knownDevice: string | null;
}

/**
 * Brute-force protection of every password check of an account: public and back-office sign-in, the current
 * password on the profile (decisions.md §5, issues 19 and 29). One budget per account, whichever door is used,
 * following OWASP's authentication cheat sheet (throttling per account *and* client, device cookies):
 *
 * - The attempt is taken before the password is checked, by counter increments that return the new value,
 *   so parallel guesses each count (the 41st of 40 parallel guesses is refused unchecked).
 * - Each limit is a ladder of windows (limits.ts), so the wait grows with the failures: a client that fails a
 *   few times on an account waits a minute, then a quarter of an hour, then the day.
 * - An unknown client is slowed down on one account by its own failures (per account and client); a client
 *   spraying many accounts is stopped (per client); the per-account limit, higher, stops guessing spread over
 *   many clients, for every unknown client. Attempts a narrower limit refuses do not count against the account.
 * - A known device of the account (known-devices.ts: it signed in to it, or reset its password, before) is
 *   throttled on its own ladder only: strangers failing from any number of addresses never lock it out.
 * - The account key is the address typed, known or not: a locked answer says nothing about existence.
 * - A password reset lifts every lock of the account (`liftLocks`).
 */
export class LoginGuard {
  constructor(private readonly counters: CounterStore) {}

  private static account = (id: string) => sha256(id.trim().toLowerCase());
  private accountKey = (id: string) => `login:acct:${LoginGuard.account(id)}`;
  private pairPrefix = (id: string) => `login:pair:${LoginGuard.account(id)}:`;
  private devicePrefix = (id: string) => `login:dev:${LoginGuard.account(id)}:`;
  private clientKey = (ip: string) => `login:ip:${ip}`;

  /** Takes one attempt for this account from this client; 429 (with Retry-After) beyond a limit. */
  async take(
    accountId: string,
    client: PasswordClient,
    lockedMessage: (wait: string) => string,
  ): Promise<LoginAttempt> {
    const refuse = refuseBeyond(lockedMessage);
    if (client.knownDevice) {
      const device = `${this.devicePrefix(accountId)}${client.knownDevice}`;
      refuse(await this.climb(device, LIMITS.loginKnownDevice));
      return { succeeded: () => this.release(device, LIMITS.loginKnownDevice) };
    }
    const pair = `${this.pairPrefix(accountId)}${client.ip}`;
    const clientKey = this.clientKey(client.ip);
    const [pairHits, clientHit] = await Promise.all([
      this.climb(pair, LIMITS.loginPerAccountAndClient),
      this.counters.increment(clientKey, LIMITS.loginPerClient.windowMs),
    ]);
    refuse(pairHits);
    refuse([{ hit: clientHit, max: LIMITS.loginPerClient.max }]);
    const account = this.accountKey(accountId);
    refuse(await this.climb(account, [LIMITS.loginPerAccount]));
    return {
      succeeded: async () => {
        // The right password: this client's failures on the account are forgiven; the attempt is given back
        // to the client and to the account, whose other clients' failures still count.
        await Promise.all([
          this.release(pair, LIMITS.loginPerAccountAndClient),
          this.counters.decrement(clientKey),
          this.counters.decrement(rungKey(account, LIMITS.loginPerAccount)),
        ]);
      },
    };
  }

  /** Every lock of the account, from every client and device: after its owner proved the address (reset). */
  async liftLocks(accountId: string) {
    await Promise.all([
      this.counters.resetPrefix(`${this.accountKey(accountId)}:`),
      this.counters.resetPrefix(this.pairPrefix(accountId)),
      this.counters.resetPrefix(this.devicePrefix(accountId)),
    ]);
  }

  /** One more attempt on every rung of a ladder, all counted atomically before anything is checked. */
  private climb(key: string, ladder: readonly Rung[]) {
    return Promise.all(
      ladder.map(async (rung) => ({
        hit: await this.counters.increment(rungKey(key, rung), rung.windowMs),
        max: rung.max,
      })),
    );
  }

  private async release(key: string, ladder: readonly Rung[]) {
    await Promise.all(ladder.map((rung) => this.counters.reset(rungKey(key, rung))));
  }
}

const rungKey = (key: string, rung: Rung) => `${key}:${rung.windowMs}`;

/** 429 with the longest wait among the rungs passed, when any is passed. */
function refuseBeyond(lockedMessage: (wait: string) => string) {
  return (hits: Array<{ hit: CounterHit; max: number }>) => {
    const over = hits.filter(({ hit, max }) => hit.count > max);
    if (!over.length) return;
    const wait = Math.max(...over.map(({ hit }) => secondsUntil(hit.resetAt)));
    throw tooManyRequests(wait, lockedMessage(formatWait(wait)));
  };
}
