import type { LightMyRequestResponse } from 'fastify';
import { freshIp } from '../../src/modules/accounts/test-helpers';
import type { CallerName } from '../security/callers';
import type { DocumentValidator } from './document-validator';
import type { ContractFixtures } from './fixtures';
import type { Scenario } from './scenarios';
import { type DocumentedOperation, schemesOf } from './served-document';

type Headers = Record<string, string>;
interface Request {
  headers?: Headers;
  id?: string | number;
  payload?: unknown;
  contentType?: string;
}

const MISSING_ID = 999_999_999;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Bodies refused before any route runs: what, payload, content type, status. */
const BROKEN_BODIES: [string, string, string, number][] = [
  ['malformed JSON', '{', 'application/json', 400],
  ['an unsupported media type', '<a/>', 'application/xml', 415],
  ['a body over 1 MB', JSON.stringify({ text: 'x'.repeat(1_100_000) }), 'application/json', 413],
];

/** Callers the operation's security refuses, with the status each must get. */
function refusedCallers(schemes: string[], { callers }: ContractFixtures) {
  const refusals: [string, Headers, number][] = [];
  if (schemes.length) refusals.push(['anonymous', {}, 401]);
  if (schemes.includes('premiumBearer'))
    refusals.push(['a reader without Premium', callers.user.headers, 403]);
  if (schemes.includes('adminBearer')) {
    refusals.push(['a reader', callers.user.headers, 403]);
    refusals.push(["an administrator's public-site session", callers.adminPublicSession.headers, 403]);
  }
  if (schemes.includes('superAdminBearer'))
    refusals.push(['an administrator', callers.admin.headersWithCsrf, 403]);
  if (schemes.includes('csrfToken'))
    refusals.push(['an administrator without X-CSRF-Token', callers.admin.headers, 403]);
  return refusals;
}

/** The least privileged caller an operation's security admits. */
function callerFor(schemes: string[]): CallerName {
  if (schemes.includes('superAdminBearer')) return 'superAdmin';
  if (schemes.includes('adminBearer')) return 'admin';
  if (schemes.includes('premiumBearer')) return 'premium';
  if (schemes.includes('readerBearer')) return 'user';
  return 'visitor';
}

/**
 * Calls one operation the ways a client can (anonymous, wrong role, invalid input, unknown id, broken bodies,
 * success, conditional, minimal documented body) and returns every way an answer strays from the document:
 * an undocumented status or media type, a body its schema refuses, or a status other than the one expected.
 */
export async function exerciseOperation(
  { method, path, operation }: DocumentedOperation,
  scenario: Scenario,
  f: ContractFixtures,
  validator: DocumentValidator,
): Promise<string[]> {
  const problems: string[] = [];
  const schemes = schemesOf(operation);
  const withCsrf = schemes.includes('csrfToken');
  const caller = f.callers[scenario.as ?? callerFor(schemes)];
  const callerHeaders = withCsrf ? caller.headersWithCsrf : caller.headers;
  const hasId = path.includes('{id}');
  const validId = scenario.id?.(f);
  const json = scenario.body ? await scenario.body(f) : undefined;
  const form = scenario.form ? await scenario.form(f) : undefined;
  const validInput = (): Request =>
    form ? { payload: form.payload, contentType: form.headers['content-type'] } : { payload: json };

  const call = async (what: string, request: Request, expected?: (status: number) => boolean) => {
    const params = typeof scenario.query === 'function' ? scenario.query(f) : scenario.query;
    const query = params ? `?${new URLSearchParams(params)}` : '';
    const res = await f.t.app.inject({
      method: method as 'GET',
      url:
        path
          .replace('{id}', String(request.id ?? validId ?? MISSING_ID))
          .replace(/\{(\w+)\}/g, (_, name: string) => scenario.params?.[name] ?? name) + query,
      remoteAddress: freshIp(),
      headers: {
        ...request.headers,
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      ...(request.payload === undefined ? {} : { payload: request.payload as string }),
    });
    problems.push(...validator.checkAnswer(operation, res, what));
    if (expected && !expected(res.statusCode))
      problems.push(`${what}: unexpected ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res;
  };
  const is = (status: number) => (s: number) => s === status;

  // Refused callers, with an input the route would accept.
  const refusals = refusedCallers(schemes, f);
  for (const [who, headers, status] of refusals) await call(who, { ...validInput(), headers }, is(status));

  // Invalid input: a body of the wrong shape, a form that is not multipart, an id that is not one.
  const jsonBody = operation.requestBody?.content['application/json'];
  if (jsonBody) {
    const res = await call('invalid body', { headers: callerHeaders, payload: [] }, is(400));
    if (res.statusCode === 400 && !validator.requestErrors(operation, 'application/json', []))
      problems.push('invalid body: refused by the server, accepted by the documented schema');
  }
  if (operation.requestBody?.content['multipart/form-data'])
    await call('JSON instead of a form', { headers: callerHeaders, payload: {} }, is(400));
  if (hasId) {
    await call('an id that is not a number', { ...validInput(), headers: callerHeaders, id: 'abc' }, is(400));
    await call('an unknown id', { ...validInput(), headers: callerHeaders, id: MISSING_ID }, is(404));
  }

  // Bodies the HTTP layer refuses before the route runs (aimed at an unknown id, in case one got through).
  if (BODY_METHODS.has(method))
    for (const [what, payload, contentType, status] of BROKEN_BODIES)
      await call(what, { headers: callerHeaders, id: MISSING_ID, payload, contentType }, is(status));

  // Success, as the right caller with a valid input.
  if (json !== undefined) {
    const errors = validator.requestErrors(operation, 'application/json', json);
    if (errors) problems.push(`valid body: the documented schema refuses it: ${errors}`);
  }
  await scenario.prepare?.(f);
  const own = await scenario.ownCaller?.(f);
  const headers = own?.headers ?? callerHeaders;
  const successInput = own?.body === undefined ? validInput() : { payload: own.body };
  const success = await call('success', { ...successInput, headers }, (s) => s >= 200 && s < 300);

  for (const refusal of scenario.refused ?? []) {
    const payload = refusal.body ? await refusal.body(f) : json;
    await call(refusal.what, { headers, payload, id: refusal.id?.(f) }, is(refusal.status));
  }

  // A client that sends the ETag back.
  const etag = success.headers.etag as string | undefined;
  if (method === 'GET' && etag)
    await call('If-None-Match', { headers: { ...headers, 'if-none-match': etag } }, is(304));

  // The documented required fields alone must be enough for the server's validation.
  const minimal = await minimalBodyProbe(operation, json, validator, (payload) =>
    call('minimal documented body', { headers, payload }),
  );
  return minimal ? [...problems, minimal] : problems;
}

async function minimalBodyProbe(
  operation: DocumentedOperation['operation'],
  json: unknown,
  validator: DocumentValidator,
  send: (payload: unknown) => Promise<LightMyRequestResponse>,
) {
  const schema = operation.requestBody?.content['application/json']?.schema;
  if (!schema || !json || typeof json !== 'object') return '';
  const required = (schema.required as string[] | undefined) ?? [];
  const minimal = Object.fromEntries(Object.entries(json).filter(([k]) => required.includes(k)));
  if (Object.keys(minimal).length === Object.keys(json).length) return '';
  if (validator.requestErrors(operation, 'application/json', minimal)) return '';
  const res = await send(minimal);
  return res.statusCode === 400
    ? `minimal documented body ${JSON.stringify(minimal)}: the document calls it enough, the server refuses it: ${res.body}`
    : '';
}
