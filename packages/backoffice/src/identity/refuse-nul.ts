/**
 * The issuer's endpoints (oidc-provider: /oidc/auth, token, revocation, session end, …) parse
 * their own input, and a NUL character in it reached PostgreSQL as a 500. Before a request is
 * handed to the provider its path, query and form or JSON body are checked here; one holding
 * U+0000 is answered 400 in the house error shape naming the parameter. A body read for the
 * check is left on `req.body`, where the provider takes it from.
 */
import type { IncomingMessage } from 'node:http';
import { ERROR_CODES, type ErrorBody } from '@umbrella/contract';
import { findNul, NUL_MESSAGE } from '../plugins/nul-character.js';

/** oidc-provider's own body limit; a larger body is left to it to refuse. */
const BODY_LIMIT = 56 * 1024;

const refusal = (field: string): ErrorBody => ({
  message: `${field} ${NUL_MESSAGE}`,
  code: ERROR_CODES.validation,
  errors: { [field]: NUL_MESSAGE },
});

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

function nulInBody(req: IncomingMessage, body: Buffer): string | undefined {
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) return nulInParams(new URLSearchParams(body.toString()));
  if (type.startsWith('application/json')) {
    try {
      const found = findNul(JSON.parse(body.toString()));
      return found === undefined ? undefined : found.replace(/^\//, '').replace(/\//g, '.') || 'body';
    } catch {
      return undefined; // not JSON: the provider answers that itself
    }
  }
  return body.includes(0) ? 'body' : undefined;
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
  const inBody = nulInBody(req, body);
  return inBody ? refusal(inBody) : undefined;
}
