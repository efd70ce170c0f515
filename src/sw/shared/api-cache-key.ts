// The key under which the service worker keeps an API answer (which answers: ./api-cache-policy.ts).
// Pure functions, shared by the service worker (../worker/service-worker.ts) and the page ("download for
// offline" fills CACHE_NAMES.api ahead with the same keys), and tested in vitest.
//
// An authenticated answer depends on the user (the token), the organisation (the alias header) and
// the language (Accept-Language). The Cache API keys entries by URL alone, so the key is the
// request's URL with one more query parameter naming that scope: another learner on the device,
// another alias of the same learner or the other language never match it. The token itself is
// never written into a key, only the first 16 hex digits of its SHA-256.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The query parameter the scope travels in (never sent to the backend: keys only). */
export const API_CACHE_SCOPE_PARAM = 'sw-cache-scope';

/** Who an answer was made for, as the request's headers say. */
export type ApiCacheScope = {
  /** The session token (Authorization: Token …), or null for an unauthenticated call. */
  token: string | null;
  /** X-Alias-Uuid, or null (the alias list is asked for without it). */
  aliasUuid: string | null;
  /** Accept-Language: 'ja' or 'en' ('ja' when absent, as the backend reads it). */
  language: string | null;
};

/** The scope of a request from its headers (what the HTTP client sent). */
export function apiCacheScopeOf(headers: Headers): ApiCacheScope {
  const authorization = headers.get('Authorization') ?? '';
  const token = /^Token\s+(\S+)$/.exec(authorization)?.[1] ?? null;
  return {
    token,
    aliasUuid: headers.get('X-Alias-Uuid') || null,
    language: headers.get('Accept-Language') || null,
  };
}

/** The first 16 hex digits of the token's SHA-256: enough to tell users apart, never the token. */
export function tokenDigest(token: string): string {
  return bytesToHex(sha256(utf8ToBytes(token))).slice(0, 16);
}

/**
 * The key an answer is stored under in CACHE_NAMES.api: the request's full URL (query included,
 * as sent) plus `sw-cache-scope=<token digest>.<alias or ->.<language>`. Null for a request
 * without a token: nothing unauthenticated is kept.
 *
 * The page's "download for offline" calls it with the same URL and credentials the HTTP client
 * uses, then `caches.open(CACHE_NAMES.api).then((cache) => cache.put(key, response))`.
 */
export function apiCacheKey(requestUrl: string, scope: ApiCacheScope): string | null {
  if (!scope.token) return null;
  const url = new URL(requestUrl);
  url.hash = '';
  url.searchParams.delete(API_CACHE_SCOPE_PARAM);
  const tag = [tokenDigest(scope.token), scope.aliasUuid ?? '-', scope.language ?? 'ja'].join('.');
  url.searchParams.append(API_CACHE_SCOPE_PARAM, tag);
  return url.href;
}
