/**
 * Abuse limits of the accounts area, in one place. Counters live in app.deps.counters (database or Redis),
 * so every API process behind a load balancer agrees on them.
 */
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

/** One rung of a limit: at most `max` in a window of `windowMs`. A ladder of rungs makes the wait grow. */
export interface Rung {
  max: number;
  windowMs: number;
}

export const LIMITS = {
  /**
   * Password checks (login-guard.ts), taken before the check; a success gives its attempt back. Keyed by the
   * address typed, known or not. One unknown client on one account: a minute's wait after 5 failures, the
   * quarter of an hour after 10, the day after 20 (progressive delay, OWASP).
   */
  loginPerAccountAndClient: [
    { max: 5, windowMs: MIN },
    { max: 10, windowMs: 15 * MIN },
    { max: 20, windowMs: DAY },
  ] satisfies Rung[],
  /** One client, whatever the accounts tried (a spray over many accounts). */
  loginPerClient: { max: 20, windowMs: 15 * MIN },
  /** One account from all unknown clients together: then 429 for every unknown client, until the window ends. */
  loginPerAccount: { max: 30, windowMs: 15 * MIN } satisfies Rung,
  /**
   * A known device of the account (it signed in to it or reset its password before: known-devices.ts) is
   * throttled on its own ladder, never by the account's other failures.
   */
  loginKnownDevice: [
    { max: 5, windowMs: MIN },
    { max: 10, windowMs: 15 * MIN },
    { max: 30, windowMs: DAY },
  ] satisfies Rung[],
  /** Reset requests (decisions.md §5): beyond this, no mail is sent but the answer stays the same. */
  resetPerAccount: { max: 3, windowMs: 15 * MIN },
  resetPerClient: { max: 3, windowMs: 15 * MIN },
  /**
   * Code requests (issue 29, finding 8): one client, whatever the numbers (429 to it), and one client for one
   * number (429 to it). Nothing refuses a number to every client.
   */
  otpPerClient: { max: 10, windowMs: 60 * MIN },
  otpPerClientAndPhone: { max: 3, windowMs: 15 * MIN },
  /**
   * SMS to one number a day (the SMS budget): from the requests of unknown clients together, and from the
   * known devices of the number's account. Beyond, nothing is sent; the answer is the same.
   */
  otpSmsPerPhone: { max: 10, windowMs: DAY },
  otpSmsPerPhoneKnownDevice: { max: 10, windowMs: DAY },
  /** New confirmation links: beyond this, nothing is sent but the answer stays the same. */
  resendPerAddress: { max: 3, windowMs: 15 * MIN },
  resendPerClient: { max: 3, windowMs: 15 * MIN },
  /** "Someone tried to register with your address" notices: at most one an hour per account. */
  registerNoticePerAccount: { max: 1, windowMs: 60 * MIN },
} as const;

/** Per-route limits of @fastify/rate-limit (429 with a French message and Retry-After), per client. */
export const ROUTE_LIMITS = {
  register: { max: 10, timeWindow: 60 * MIN },
  validateReset: { max: 30, timeWindow: 15 * MIN },
  verifyEmail: { max: 30, timeWindow: 15 * MIN },
  confirmReset: { max: 10, timeWindow: 15 * MIN },
  verifyPhone: { max: 20, timeWindow: 15 * MIN },
  profile: { max: 30, timeWindow: 15 * MIN },
  login: { max: 60, timeWindow: 15 * MIN },
  adminLogin: { max: 30, timeWindow: MIN },
  /** Forgot-password, resend, OTP requests, phone registration: each sends at most a few messages anyway. */
  sendsMessage: { max: 20, timeWindow: 15 * MIN },
  session: { max: 120, timeWindow: MIN },
} as const;

/** Bodies of the account routes: a few fields each (issue 19); the profile has a few more. */
export const BODY_LIMITS = { account: 4 * 1024, profile: 8 * 1024 } as const;

/** Route options of an account route: its rate limit and its body limit. */
export const accountRoute = (
  rateLimit: (typeof ROUTE_LIMITS)[keyof typeof ROUTE_LIMITS],
  bodyLimit: number = BODY_LIMITS.account,
) => ({ bodyLimit, config: { rateLimit } });

export const secondsUntil = (epochMs: number) => Math.max(1, Math.ceil((epochMs - Date.now()) / 1000));
