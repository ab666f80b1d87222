import { API_ERRORS } from '@lexfaso/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../platform/errors';

/** No request of the API nests deeper than a few levels; this leaves room and refuses the pathological. */
const MAX_JSON_DEPTH = 32;

/**
 * JSON bodies are checked for nesting before they are parsed (issue 19): a linear scan that counts brackets
 * outside strings and stops at the first one too deep, so a 1 MB body nested 500,000 deep costs a scan, not a
 * parse of half a million arrays. Parsing itself stays Fastify's (prototype poisoning refused).
 */
export function registerJsonBodyParser(app: FastifyInstance, maxDepth = MAX_JSON_DEPTH) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, maxDepth))
      return done(new AppError(400, 'JSON_TOO_DEEP', API_ERRORS.jsonTooDeep), undefined);
    return parse(request, body as string, done);
  });
}

function nestsDeeperThan(text: string, maxDepth: number) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}
