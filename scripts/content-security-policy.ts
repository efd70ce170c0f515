import type { Plugin } from 'vite';
import { CACHE_RULES } from '../mock-server/hosting/cache-policy.js';

// The app's Content-Security-Policy, defined once and built from the configured origins. Used by
// the preview server (vite.config.ts `preview.headers`), `npm run serve:demo`
// (scripts/serve-demo.ts), the `_headers` file every build writes for static hosts (Netlify,
// Cloudflare Pages) and, in the static browser demo only, a <meta> tag for hosts that cannot set
// headers (`cspFiles` below). The dev server (HMR, react-refresh's inline preamble) has none.
// SECURITY.md says what each source is for.
//
//   VITE_API_BASE_URL      the API the app calls (default /api/v1 on the app's own origin); on
//                          another origin, that origin's API path and speech websocket are allowed
//   CSP_CONTENT_ORIGINS    where content audio and pictures come from besides the app's own
//                          origin (a CDN), space- or comma-separated
//   CSP_RECORDING_ORIGINS  where recordings are played from besides the app and the API
//                          (MOCK_PUBLIC_ORIGIN, the mock's public storage, is added by itself)
//   CSP_REPORT_URI         where browsers report violations (header only; the e2e run points it
//                          at the mock's recordCspReport so that a violation fails the run)

export type CspSettings = {
  /** The API base URL the app calls: a path on its own origin (`/api/v1`) or an absolute URL. */
  apiBaseUrl: string;
  /** Origins content audio and pictures come from, besides the app's own. */
  contentOrigins: string[];
  /** Origins recordings are played from, besides the app's and the API's. */
  recordingOrigins: string[];
  /** Where violations are reported (`report-uri`), or null. */
  reportUri: string | null;
};

/** How the policy is delivered: a header, or a <meta> tag (no frame-ancestors, no reporting). */
export type CspDelivery = 'header' | 'meta';

export const DEFAULT_CSP_SETTINGS: CspSettings = {
  apiBaseUrl: '/api/v1',
  contentOrigins: [],
  recordingOrigins: [],
  reportUri: null,
};

/** The speech websocket (turbo path) under the API base (src/lib/services/speech/turbo-recognizer.ts). */
const SPEECH_STREAM_PATH = '/speech/stream';
/** The recordings' public storage under the API base (mock-server/runtime/gate.ts). */
const RECORDINGS_PATH = '/recordings/';

/** An http(s) origin, or an error naming the setting. */
function originOf(value: string, setting: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${setting}: ${JSON.stringify(value)} is not an absolute http(s) URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${setting}: ${JSON.stringify(value)} is not an http(s) origin`);
  }
  return url.origin;
}

/** A URL as a CSP source: nothing that could end the directive or the header. */
function sourceOf(url: URL): string {
  const source = `${url.protocol}//${url.host}${url.pathname}`;
  if (/[\s;,'"]/.test(source)) throw new Error(`not usable in a policy: ${source}`);
  return source;
}

/** The sources the API adds: its path for requests and recordings, its speech websocket. */
function apiSources(apiBaseUrl: string): { connect: string[]; media: string[] } {
  // On the app's own origin: 'self' already allows it (the websocket too, CSP Level 3).
  if (!/^[a-z][a-z0-9+.-]*:/i.test(apiBaseUrl)) return { connect: [], media: [] };
  originOf(apiBaseUrl, 'VITE_API_BASE_URL');
  const base = new URL(apiBaseUrl);
  base.pathname = base.pathname.replace(/\/*$/, '/');
  base.search = '';
  base.hash = '';
  const stream = new URL(`.${SPEECH_STREAM_PATH}`, base);
  stream.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  const recordings = new URL(`.${RECORDINGS_PATH}`, base);
  return { connect: [sourceOf(base), sourceOf(stream)], media: [sourceOf(recordings)] };
}

const unique = (values: string[]) => [...new Set(values)];

/** The policy's directives, in order, for the settings. */
export function cspDirectives(
  settings: CspSettings,
  delivery: CspDelivery = 'header',
): [string, string[]][] {
  const content = unique(settings.contentOrigins.map((o) => originOf(o, 'CSP_CONTENT_ORIGINS')));
  const recordings = unique(
    settings.recordingOrigins.map((o) => originOf(o, 'CSP_RECORDING_ORIGINS')),
  );
  const api = apiSources(settings.apiBaseUrl);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Module scripts from the app's origin only: no inline script, no eval, no blob: (the
    // recorder's AudioWorklet is an emitted file). 'report-sample' names a refused inline script.
    ['script-src', ["'self'", "'report-sample'"]],
    // Stylesheets from the app's origin only. Style attributes set from script (level meters,
    // progress bars) go through the CSSOM, which the policy does not govern.
    ['style-src', ["'self'", "'report-sample'"]],
    // The app's service worker (offline, push), msw's in the static browser demo; the
    // AudioWorklet counts as a script.
    ['worker-src', ["'self'"]],
    ['img-src', unique(["'self'", 'data:', ...content])],
    ['font-src', ["'self'"]],
    // Content audio, recordings on the API or their own storage, and blob: (the recorder's
    // playback and content audio, which is fetched once and played from memory).
    ['media-src', unique(["'self'", 'blob:', ...content, ...api.media, ...recordings])],
    // The API, its speech websocket and the published build info; content audio and recordings
    // are fetched too (src/lib/services/audio/audio-service.ts).
    ['connect-src', unique(["'self'", ...api.connect, ...content, ...recordings])],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  if (delivery === 'header') {
    // Neither works from a <meta> tag (browsers ignore them there, with a console warning).
    directives.push(['frame-ancestors', ["'none'"]]);
    if (settings.reportUri) directives.push(['report-uri', [reportUriOf(settings.reportUri)]]);
  }
  return directives;
}

function reportUriOf(value: string): string {
  if (value.startsWith('/') && !value.startsWith('//')) {
    if (/[\s;,'"]/.test(value)) throw new Error(`CSP_REPORT_URI: not usable in a policy: ${value}`);
    return value;
  }
  originOf(value, 'CSP_REPORT_URI');
  return sourceOf(new URL(value)) + new URL(value).search;
}

/** The policy as a header value (or a <meta> tag's content). */
export function contentSecurityPolicy(
  settings: CspSettings = DEFAULT_CSP_SETTINGS,
  delivery: CspDelivery = 'header',
): string {
  return cspDirectives(settings, delivery)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** A list setting: values separated by spaces or commas. */
const list = (value: string | undefined): string[] =>
  (value ?? '').split(/[\s,]+/).filter((item) => item !== '');

/** The settings from the environment (SECURITY.md); an unusable value is an error. */
export function cspSettingsFromEnv(env: Record<string, string | undefined>): CspSettings {
  const settings: CspSettings = {
    apiBaseUrl: env.VITE_API_BASE_URL?.trim() || DEFAULT_CSP_SETTINGS.apiBaseUrl,
    contentOrigins: list(env.CSP_CONTENT_ORIGINS),
    recordingOrigins: [...list(env.CSP_RECORDING_ORIGINS), ...list(env.MOCK_PUBLIC_ORIGIN)],
    reportUri: env.CSP_REPORT_URI?.trim() || null,
  };
  contentSecurityPolicy(settings); // refuse a bad value now, not in a browser
  return settings;
}

/**
 * The `_headers` file of static hosts (Netlify, Cloudflare Pages): the policy on every path, and
 * the cache lifetimes of mock-server/hosting/cache-policy.ts.
 */
export function staticHostHeaders(settings: CspSettings): string {
  return [
    '# Response headers for static hosts that read a _headers file (Netlify, Cloudflare Pages).',
    '# Written by the build from scripts/content-security-policy.ts; do not edit.',
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(settings, 'header')}`,
    // How long each kind of file may be kept (mock-server/hosting/cache-policy.ts).
    ...CACHE_RULES.flatMap((rule) => [rule.pattern, `  Cache-Control: ${rule.value}`]),
    '',
  ].join('\n');
}

/** The <meta> tag of the policy, for hosts that cannot set headers. */
export const cspMetaTag = (settings: CspSettings): string =>
  `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(settings, 'meta')}" />`;

/**
 * The build's part: `_headers` in the output, and with `meta` the policy as a <meta> tag in each
 * page, right after its charset (before any script or stylesheet, which it must precede).
 */
export function cspFiles(settings: CspSettings, { meta }: { meta: boolean }): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!meta) return html;
        const tag = cspMetaTag(settings);
        const charset = /<meta\s+charset=[^>]*>/i;
        return charset.test(html)
          ? html.replace(charset, (found) => `${found}\n    ${tag}`)
          : html.replace(/<head[^>]*>/i, (found) => `${found}\n    ${tag}`);
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: staticHostHeaders(settings) });
    },
  };
}
