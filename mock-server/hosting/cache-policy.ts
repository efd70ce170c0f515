// How long browsers (and CDNs) may keep each file of the built app: one rule for the preview
// server (vite.config.ts), serve:demo (mock-server/operations/built-app.ts) and the `_headers`
// file static hosts read (scripts/content-security-policy.ts). Hosting code, so it lives with the
// mock backend that serves the build; the build scripts may import the mock, never the reverse.
// - /assets/…: the bundles and styles, named by their content hash: a year, immutable.
// - /content/audio/…: the content's recordings, named by a hash of what they say: a year too.
// - /content/images/…, /audio/… (the settings' sample) and /icons/…: a week, then revalidated in
//   the background. The patterns never overlap (static hosts add up every matching rule).
// - everything else (index.html, the SPA's routes, build-info.json): revalidated every time, so
//   a new build is picked up at once.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const LONG_LIVED = 'public, max-age=604800, stale-while-revalidate=86400';
export const REVALIDATE = 'no-cache';

export const CACHE_RULES: readonly { pattern: string; test: RegExp; value: string }[] = [
  { pattern: '/assets/*', test: /^\/assets\//, value: IMMUTABLE },
  { pattern: '/content/audio/*', test: /^\/content\/audio\//, value: IMMUTABLE },
  { pattern: '/content/images/*', test: /^\/content\/images\//, value: LONG_LIVED },
  { pattern: '/audio/*', test: /^\/audio\//, value: LONG_LIVED },
  { pattern: '/icons/*', test: /^\/icons\//, value: LONG_LIVED },
];

/** The Cache-Control of a path of the built app (its URL path, without the query). */
export function cacheControlFor(path: string): string {
  return CACHE_RULES.find((rule) => rule.test.test(path))?.value ?? REVALIDATE;
}
