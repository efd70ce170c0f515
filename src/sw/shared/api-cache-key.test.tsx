import { describe, expect, it } from 'vitest';
import { API_CACHE_SCOPE_PARAM, apiCacheKey, apiCacheScopeOf, tokenDigest } from './api-cache-key';

const ORIGIN = 'https://learn.example';

describe('the cache key of an API answer', () => {
  const url = `${ORIGIN}/api/v1/exercises/c-1/4/e-1/?lang=ja`;
  const hana = { token: 'token-hana', aliasUuid: 'alias-sakura', language: 'ja' };

  it('is the full URL plus the scope: token digest, alias, language', () => {
    const key = apiCacheKey(url, hana);
    expect(key).toBe(
      `${url}&${API_CACHE_SCOPE_PARAM}=${tokenDigest('token-hana')}.alias-sakura.ja`,
    );
    expect(key).not.toContain('token-hana');
  });

  it('differs for another user, another alias and another language', () => {
    const keys = new Set([
      apiCacheKey(url, hana),
      apiCacheKey(url, { ...hana, token: 'token-ken' }),
      apiCacheKey(url, { ...hana, aliasUuid: 'alias-midori' }),
      apiCacheKey(url, { ...hana, language: 'en' }),
      apiCacheKey(url, { ...hana, aliasUuid: null }),
    ]);
    expect(keys.size).toBe(5);
  });

  it('is the same from the page (credentials) and from the worker (the request headers)', () => {
    const headers = new Headers({
      Authorization: 'Token token-hana',
      'X-Alias-Uuid': 'alias-sakura',
      'Accept-Language': 'ja',
    });
    expect(apiCacheKey(url, apiCacheScopeOf(headers))).toBe(apiCacheKey(url, hana));
  });

  it('is none without a token (nothing unauthenticated is kept) and ignores a fragment', () => {
    expect(apiCacheKey(url, { ...hana, token: null })).toBeNull();
    expect(apiCacheScopeOf(new Headers()).token).toBeNull();
    expect(apiCacheKey(`${url}#x`, hana)).toBe(apiCacheKey(url, hana));
  });
});
