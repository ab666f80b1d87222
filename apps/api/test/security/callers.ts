import type { AppDeps } from '../../src/deps';
import { adminSession, signedInAs } from '../support';
import type { RouteRule } from './route-table';

/** The six kinds of caller of the access-control table (decisions.md §5, api.md). */
export type CallerName = 'visitor' | 'user' | 'premium' | 'adminPublicSession' | 'admin' | 'superAdmin';
export interface Caller {
  name: CallerName;
  headers: Record<string, string>;
  /** Headers with this session's own CSRF token, for back-office sessions. */
  headersWithCsrf: Record<string, string>;
}

export const CALLER_NAMES: CallerName[] = [
  'visitor',
  'user',
  'premium',
  'adminPublicSession',
  'admin',
  'superAdmin',
];

export async function makeCallers(deps: AppDeps): Promise<Record<CallerName, Caller>> {
  const publicOf = async (name: CallerName, role: 'ROLE_USER' | 'ROLE_PREMIUM' | 'ROLE_ADMIN') => {
    const s = await signedInAs(deps, role);
    return { name, headers: s.headers, headersWithCsrf: s.headers };
  };
  const adminOf = async (name: CallerName, role: 'ROLE_ADMIN' | 'ROLE_SUPER_ADMIN') => {
    const s = await adminSession(deps, role);
    return { name, headers: s.headers, headersWithCsrf: s.headersWithCsrf };
  };
  return {
    visitor: { name: 'visitor', headers: {}, headersWithCsrf: {} },
    user: await publicOf('user', 'ROLE_USER'),
    premium: await publicOf('premium', 'ROLE_PREMIUM'),
    adminPublicSession: await publicOf('adminPublicSession', 'ROLE_ADMIN'),
    admin: await adminOf('admin', 'ROLE_ADMIN'),
    superAdmin: await adminOf('superAdmin', 'ROLE_SUPER_ADMIN'),
  };
}

/** What the spec lets this caller get: through ('allow'), or the status of the refusal. */
export function expectedOutcome(rule: RouteRule, caller: CallerName): 'allow' | 401 | 403 {
  if (rule.who === 'V') return 'allow';
  if (caller === 'visitor') return 401;
  switch (rule.who) {
    case 'U':
      return 'allow';
    case 'P':
      return caller === 'user' ? 403 : 'allow';
    case 'A':
      return caller === 'admin' || caller === 'superAdmin' ? 'allow' : 403;
    case 'S':
      return caller === 'superAdmin' ? 'allow' : 403;
  }
}
