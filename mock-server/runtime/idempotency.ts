import { HttpResponse } from 'msw';
import { idempotentAnswerKey, idempotentAnswers } from '../db/idempotent-answers';
import { authenticate, authenticateAlias } from './auth-context';
import { jsonText, jsonTextOf, requestText } from './bodies';
import { now } from './clock';
import { withLock } from './locks';
import { badRequest, ProblemError } from './problem';

// Idempotency-Key on the writes that declare it (route(resolver, { idempotent: operationId })):
// - the key (1-100 characters, else 400) is kept per scope (the alias of X-Alias-Uuid, or the
//   user when the request names no alias), operation and key, with the request it came with
//   (method, path, query and body text) and the first answer: status, content type and body;
// - the same key again with the same request answers that first answer, byte for byte, and runs
//   nothing (no new log entry, session or retry); with a different request it answers 422;
// - answers of 5xx are not kept (the write may be retried); every other answer is, 4xx included;
// - requests with the same key run one after another (withLock), so two at once never both run;
// - a request whose scope cannot be told (no valid token, an alias that is not the user's) runs
//   as usual and keeps nothing: it fails with 401 / 403 anyway.
// Requests without the header never come here (route() checks the header first).

const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const MAX_KEY_LENGTH = 100;

/** The alias (or `user:<uuid>` without X-Alias-Uuid) the key belongs to; null when unknown. */
function scopeOf(request: Request): string | null {
  try {
    if (!request.headers.has('x-alias-uuid')) return `user:${authenticate(request).user.uuid}`;
    return authenticateAlias(request).alias.uuid;
  } catch {
    return null;
  }
}

const reused = () =>
  new ProblemError(
    422,
    {
      ja: 'この Idempotency-Key は別のリクエストに使われています',
      en: 'Idempotency-Key reused with a different request',
    },
    { type: 'https://eigo.example/problems/idempotency-key-reused' },
  );

/**
 * Answers a write that came with an Idempotency-Key: the kept first answer when the key was seen,
 * else `run()` (which never throws: route() makes problems of its errors), keeping its answer.
 */
export async function idempotentAnswer<R>(
  request: Request,
  operation: string,
  key: string,
  run: () => Promise<R>,
): Promise<R | Response> {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw badRequest({
      [IDEMPOTENCY_KEY_HEADER]: [`Idempotency-Key must be 1-${MAX_KEY_LENGTH} characters`],
    });
  }
  const scope = scopeOf(request);
  if (scope === null) return run();
  const url = new URL(request.url);
  const fingerprint = `${request.method} ${url.pathname}${url.search}\n${await requestText(request)}`;
  const id = idempotentAnswerKey(scope, operation, key);
  return withLock(`idempotency:${id}`, async () => {
    const kept = idempotentAnswers.get(id);
    if (kept) {
      if (kept.request !== fingerprint) throw reused();
      if (kept.body === null) {
        return new HttpResponse(null, {
          status: kept.status,
          headers: kept.contentType ? { 'content-type': kept.contentType } : {},
        });
      }
      return jsonText(kept.body, {
        status: kept.status,
        contentType: kept.contentType ?? 'application/json',
      });
    }
    const response = await run();
    if (response instanceof Response && response.status < 500) {
      const text = jsonTextOf(response);
      await idempotentAnswers.insert({
        id,
        request: fingerprint,
        status: response.status,
        contentType: response.headers.get('content-type'),
        body: text ?? (response.body === null ? null : await response.clone().text()),
        storedAt: now().toISOString(),
      });
    }
    return response;
  });
}
