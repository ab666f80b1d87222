import { AUTH_MESSAGES } from '@lexfaso/contracts';
import type { CounterStore } from '../../platform/counters';
import { formatWait, tooManyRequests } from '../../platform/errors';
import { LIMITS, secondsUntil } from './limits';

/**
 * Brute-force protection of email login (decisions.md §5). The account key is the address typed, whether
 * or not an account has it, so a locked answer says nothing about existence; it applies from any client.
 * Only failures count; a successful login clears the account's counter.
 */
export class LoginGuard {
  constructor(private readonly counters: CounterStore) {}

  private accountKey = (email: string) => `login:acct:${email.toLowerCase()}`;
  private clientKey = (ip: string) => `login:ip:${ip}`;

  /** Throws 429 (with Retry-After) when the account or the client has used up its failures. */
  async assertAllowed(email: string, ip: string) {
    const [account, client] = await Promise.all([
      this.counters.peek(this.accountKey(email)),
      this.counters.peek(this.clientKey(ip)),
    ]);
    for (const [hit, max] of [
      [account, LIMITS.loginPerAccount.max],
      [client, LIMITS.loginPerClient.max],
    ] as const) {
      if (hit && hit.count >= max) {
        const wait = secondsUntil(hit.resetAt);
        throw tooManyRequests(wait, AUTH_MESSAGES.loginLocked(formatWait(wait)));
      }
    }
  }

  async recordFailure(email: string, ip: string) {
    await Promise.all([
      this.counters.increment(this.accountKey(email), LIMITS.loginPerAccount.windowMs),
      this.counters.increment(this.clientKey(ip), LIMITS.loginPerClient.windowMs),
    ]);
  }

  async recordSuccess(email: string) {
    await this.counters.reset(this.accountKey(email));
  }
}
