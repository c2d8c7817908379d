/**
 * The issuer's endpoints (oidc-provider: /oidc/auth, token, revocation, session end, …) parse
 * their own input, and a NUL character in it reached PostgreSQL as a 500. Before a request is
 * handed to the provider its path, query and form or JSON body are checked here; one holding
 * U+0000, or a JSON body breaking another rule of plugins/input-rules.ts, is answered 400 in the
 * house error shape naming the parameter. A body read for the check is left on `req.body`,
 * where the provider takes it from.
 */
import type { IncomingMessage } from 'node:http';
import { ERROR_CODES, type ErrorBody } from '@umbrella/contract';
import { findInputProblem, NUL_MESSAGE, PROBLEM_MESSAGES } from '../plugins/input-rules.js';

/** oidc-provider's own body limit; a larger body is left to it to refuse. */
const BODY_LIMIT = 56 * 1024;

const refusal = (field: string, rule = NUL_MESSAGE): ErrorBody => ({
  message: `${field} ${rule}`,
  code: ERROR_CODES.validation,
  errors: { [field]: rule },
});

type BodyProblem = { field: string; rule: string };

function nulInParams(params: URLSearchParams): string | undefined {
  for (const [name, value] of params) {
    if (name.includes('\u0000') || value.includes('\u0000')) return name.replaceAll('\u0000', '') || 'parameter';
  }
  return undefined;
}

function nulInPath(path: string): boolean {
  try {
    return decodeURIComponent(path).includes('\u0000');
  } catch {
    return false; // malformed escapes: the provider answers those itself
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function problemInBody(req: IncomingMessage, body: Buffer): BodyProblem | undefined {
  const type = req.headers['content-type'] ?? '';
  const nul = (field: string | undefined) => (field === undefined ? undefined : { field, rule: NUL_MESSAGE });
  if (type.startsWith('application/x-www-form-urlencoded'))
    return nul(nulInParams(new URLSearchParams(body.toString())));
  if (type.startsWith('application/json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString());
    } catch {
      return undefined; // not JSON: the provider answers that itself
    }
    const found = findInputProblem(parsed);
    if (!found) return undefined;
    const field = found.path.replace(/^\//, '').replace(/\//g, '.') || 'body';
    return { field, rule: PROBLEM_MESSAGES[found.rule] };
  }
  return nul(body.includes(0) ? 'body' : undefined);
}

/** The house 400 for a request holding U+0000, or undefined when it may go to the provider. */
export async function nulRefusal(req: IncomingMessage & { body?: unknown }): Promise<ErrorBody | undefined> {
  const url = new URL(req.url ?? '/', 'http://issuer');
  if (nulInPath(url.pathname)) return refusal('path');
  const inQuery = nulInParams(url.searchParams);
  if (inQuery) return refusal(inQuery);
  const hasBody = req.method === 'POST' && (req.headers['content-length'] !== '0' || req.headers['transfer-encoding']);
  if (!hasBody || Number(req.headers['content-length'] ?? 0) > BODY_LIMIT) return undefined;
  const body = await readBody(req);
  if (!body) return undefined;
  req.body = body;
  const inBody = problemInBody(req, body);
  return inBody ? refusal(inBody.field, inBody.rule) : undefined;
}
