// Which navigations and files the service worker (../worker/service-worker.ts) answers itself. Pure, so
// vitest checks them (./routes-of-the-worker.test.ts).

/** The prerendered sign-in page the build writes (scripts/prerender-sign-in.ts). */
export const SIGN_IN_PAGE = '/user/login.html';

// Paths a server answers, never the SPA: the API, the console and the mock's own pages, msw's
// worker (the static demo), the published build info, the health check, the build's files.
const SERVER_ONLY = [
  /^\/api(\/|$)/,
  /^\/__console(\/|$)/,
  /^\/__mock(\/|$)/,
  /^\/mockServiceWorker\.js$/,
  /^\/service-worker\.js$/,
  /^\/build-info\.json$/,
  /^\/healthz$/,
  /^\/(assets|content|audio|icons)\//,
];

/**
 * Whether a navigation to this path is one of the SPA's routes, answered with the precached
 * index.html (offline too). A path naming a file (an extension) is left to the server.
 */
export function isAppNavigation(pathname: string): boolean {
  if (SERVER_ONLY.some((pattern) => pattern.test(pathname))) return false;
  return !/\/[^/]+\.[a-z0-9]+$/i.test(pathname);
}

/** Content audio and pictures (immutable URLs, on the app's origin or a content CDN). */
export function isContentMedia(url: URL): boolean {
  return /^https?:$/.test(url.protocol) && /^\/content\/(audio|images)\//.test(url.pathname);
}
