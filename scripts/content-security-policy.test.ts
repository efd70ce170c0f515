import { describe, expect, it } from 'vitest';
import { CACHE_RULES } from '../mock-server/hosting/cache-policy';
import {
  contentSecurityPolicy,
  cspDirectives,
  cspFiles,
  cspMetaTag,
  cspSettingsFromEnv,
  DEFAULT_CSP_SETTINGS,
  staticHostHeaders,
  type CspSettings,
} from './content-security-policy';

// The app's Content-Security-Policy: origins in, header (or meta tag, or _headers file) out.

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.split(' ')[0] === name)
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it('allows only the app itself by default: no inline or eval script, no plugins, no framing', () => {
    expect(contentSecurityPolicy()).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'report-sample'",
        "style-src 'self' 'report-sample'",
        "worker-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "media-src 'self' blob:",
        "connect-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "frame-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('never allows inline script, eval or script from anywhere but the app', () => {
    const settings: CspSettings = {
      apiBaseUrl: 'https://api.eigo.example/api/v1',
      contentOrigins: ['https://cdn.eigo.example'],
      recordingOrigins: ['https://storage.eigo.example'],
      reportUri: '/csp',
    };
    for (const delivery of ['header', 'meta'] as const) {
      const policy = contentSecurityPolicy(settings, delivery);
      expect(directive(policy, 'script-src')).toEqual(["'self'", "'report-sample'"]);
      expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
    }
  });

  it('lets content audio and pictures come from the content origins', () => {
    const policy = contentSecurityPolicy({
      ...DEFAULT_CSP_SETTINGS,
      contentOrigins: ['https://cdn.eigo.example/content/', 'https://img.eigo.example'],
    });
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://cdn.eigo.example',
      'https://img.eigo.example',
    ]);
    expect(directive(policy, 'media-src')).toEqual([
      "'self'",
      'blob:',
      'https://cdn.eigo.example',
      'https://img.eigo.example',
    ]);
    // Content audio is fetched once and played from memory (src/lib/services/audio/audio-service.ts).
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://cdn.eigo.example',
      'https://img.eigo.example',
    ]);
  });

  it('lets recordings play from their origins', () => {
    const policy = contentSecurityPolicy({
      ...DEFAULT_CSP_SETTINGS,
      recordingOrigins: ['https://demo.eigo.example'],
    });
    expect(directive(policy, 'media-src')).toEqual([
      "'self'",
      'blob:',
      'https://demo.eigo.example',
    ]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://demo.eigo.example']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
  });

  it('limits an API on another origin to its path, its speech websocket and its recordings', () => {
    const secure = contentSecurityPolicy({
      ...DEFAULT_CSP_SETTINGS,
      apiBaseUrl: 'https://api.eigo.example/api/v1',
    });
    expect(directive(secure, 'connect-src')).toEqual([
      "'self'",
      'https://api.eigo.example/api/v1/',
      'wss://api.eigo.example/api/v1/speech/stream',
    ]);
    expect(directive(secure, 'media-src')).toEqual([
      "'self'",
      'blob:',
      'https://api.eigo.example/api/v1/recordings/',
    ]);
    const plain = contentSecurityPolicy({
      ...DEFAULT_CSP_SETTINGS,
      apiBaseUrl: 'http://127.0.0.1:4010/api/v1/',
    });
    expect(directive(plain, 'connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:4010/api/v1/',
      'ws://127.0.0.1:4010/api/v1/speech/stream',
    ]);
  });

  it("adds nothing for an API on the app's own origin ('self' covers it, the websocket too)", () => {
    expect(contentSecurityPolicy({ ...DEFAULT_CSP_SETTINGS, apiBaseUrl: '/backend/v2' })).toBe(
      contentSecurityPolicy(),
    );
  });

  it('names each origin once', () => {
    const policy = contentSecurityPolicy({
      ...DEFAULT_CSP_SETTINGS,
      contentOrigins: ['https://cdn.eigo.example', 'https://cdn.eigo.example/audio/'],
      recordingOrigins: ['https://cdn.eigo.example'],
    });
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'blob:', 'https://cdn.eigo.example']);
  });

  it('reports violations to the report URI, in the header only', () => {
    const settings = {
      ...DEFAULT_CSP_SETTINGS,
      reportUri: 'http://127.0.0.1:4010/api/v1/__mock/csp-reports',
    };
    expect(directive(contentSecurityPolicy(settings), 'report-uri')).toEqual([
      'http://127.0.0.1:4010/api/v1/__mock/csp-reports',
    ]);
    expect(
      directive(
        contentSecurityPolicy({ ...DEFAULT_CSP_SETTINGS, reportUri: '/csp?app=eigo' }),
        'report-uri',
      ),
    ).toEqual(['/csp?app=eigo']);
    const meta = contentSecurityPolicy(settings, 'meta');
    expect(meta).not.toContain('report-uri');
    expect(meta).not.toContain('frame-ancestors');
  });

  it('refuses values that are not http(s) origins or could break out of the policy', () => {
    const bad: Partial<CspSettings>[] = [
      { contentOrigins: ['cdn.eigo.example'] },
      { contentOrigins: ['javascript:alert(1)'] },
      { recordingOrigins: ['data:text/html,x'] },
      { apiBaseUrl: 'ftp://api.eigo.example/api/v1' },
      { apiBaseUrl: "https://api.eigo.example/a;script-src 'unsafe-inline'" },
      { reportUri: "/csp; script-src 'unsafe-inline'" },
      { reportUri: '//evil.example/csp' },
      { reportUri: 'javascript:alert(1)' },
    ];
    for (const change of bad) {
      expect(() => contentSecurityPolicy({ ...DEFAULT_CSP_SETTINGS, ...change })).toThrow();
    }
  });

  it('lists the directives in one order, whatever the delivery', () => {
    expect(cspDirectives(DEFAULT_CSP_SETTINGS, 'meta').map(([name]) => name)).toEqual(
      cspDirectives(DEFAULT_CSP_SETTINGS, 'header')
        .map(([name]) => name)
        .filter((name) => name !== 'frame-ancestors'),
    );
  });
});

describe('cspSettingsFromEnv', () => {
  it('reads the API base, the content and recording origins and the report URI', () => {
    expect(
      cspSettingsFromEnv({
        VITE_API_BASE_URL: ' https://api.eigo.example/api/v1 ',
        CSP_CONTENT_ORIGINS: 'https://cdn.eigo.example, https://img.eigo.example',
        CSP_RECORDING_ORIGINS: 'https://storage.eigo.example',
        MOCK_PUBLIC_ORIGIN: 'https://demo.eigo.example',
        CSP_REPORT_URI: '/csp',
      }),
    ).toEqual({
      apiBaseUrl: 'https://api.eigo.example/api/v1',
      contentOrigins: ['https://cdn.eigo.example', 'https://img.eigo.example'],
      recordingOrigins: ['https://storage.eigo.example', 'https://demo.eigo.example'],
      reportUri: '/csp',
    });
  });

  it('defaults to the app on its own origin, reporting nowhere', () => {
    expect(cspSettingsFromEnv({})).toEqual(DEFAULT_CSP_SETTINGS);
    expect(cspSettingsFromEnv({ VITE_API_BASE_URL: '', CSP_REPORT_URI: ' ' })).toEqual(
      DEFAULT_CSP_SETTINGS,
    );
  });

  it('stops at a value it cannot use, naming the setting', () => {
    expect(() => cspSettingsFromEnv({ CSP_CONTENT_ORIGINS: 'cdn.eigo.example' })).toThrow(
      /CSP_CONTENT_ORIGINS/,
    );
    expect(() => cspSettingsFromEnv({ MOCK_PUBLIC_ORIGIN: 'nope' })).toThrow(
      /CSP_RECORDING_ORIGINS/,
    );
    expect(() => cspSettingsFromEnv({ CSP_REPORT_URI: 'mailto:x@eigo.example' })).toThrow(
      /CSP_REPORT_URI/,
    );
  });
});

describe('the build: _headers and the meta tag', () => {
  const settings: CspSettings = { ...DEFAULT_CSP_SETTINGS, reportUri: '/csp' };

  it('writes the header policy for every path of a static host, then the cache lifetimes', () => {
    const file = staticHostHeaders(settings);
    const rules = file.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(rules).toEqual([
      '/*',
      `  Content-Security-Policy: ${contentSecurityPolicy(settings)}`,
      ...CACHE_RULES.flatMap((rule) => [rule.pattern, `  Cache-Control: ${rule.value}`]),
    ]);
  });

  it('puts the meta tag right after the charset, before any script or stylesheet', () => {
    const plugin = cspFiles(settings, { meta: true });
    const transform = plugin.transformIndexHtml as { handler: (html: string) => string };
    const html = transform.handler(
      '<!doctype html><html><head>\n    <meta charset="UTF-8" />\n    <title>Eigo</title>\n    <script type="module" src="/assets/index.js"></script>\n  </head></html>',
    );
    expect(html).toContain(`<meta charset="UTF-8" />\n    ${cspMetaTag(settings)}\n    <title>`);
    expect(cspMetaTag(settings)).not.toContain('report-uri');
    expect(cspMetaTag(settings)).not.toContain('frame-ancestors');
    // Without a charset, first in the head.
    expect(transform.handler('<html><head><title>x</title></head></html>')).toBe(
      `<html><head>\n    ${cspMetaTag(settings)}<title>x</title></head></html>`,
    );
  });

  it('leaves the pages alone without meta, and emits _headers either way', () => {
    for (const meta of [false, true]) {
      const plugin = cspFiles(settings, { meta });
      const transform = plugin.transformIndexHtml as { handler: (html: string) => string };
      if (!meta)
        expect(transform.handler('<head><meta charset="UTF-8" /></head>')).toBe(
          '<head><meta charset="UTF-8" /></head>',
        );
      const emitted: unknown[] = [];
      (plugin.generateBundle as (this: unknown) => void).call({
        emitFile: (file: unknown) => emitted.push(file),
      });
      expect(emitted).toEqual([
        { type: 'asset', fileName: '_headers', source: staticHostHeaders(settings) },
      ]);
    }
  });
});
