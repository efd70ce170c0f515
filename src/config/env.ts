// The app's environment, read once and checked by hand (zod stays out of the production bundle).
// Every value has a default that works against the mock backend.
// The version is package.json's, the one place it is written: the bundler keeps only that field.
import { version } from '../../package.json';

// Outside Vite (the HTTP client in node scripts: bench, pact) there is no import.meta.env, and
// every value is its default.
const raw = (import.meta.env ?? {}) as Record<string, string | boolean | undefined>;

function text(name: string, fallback: string): string {
  const value = raw[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function url(name: string, fallback: string): string {
  const value = text(name, fallback);
  // Only absolute http(s) URLs or same-origin paths: a broken value falls back instead of linking
  // somewhere odd.
  return /^(https?:\/\/|\/)/.test(value) ? value : fallback;
}

export const env = {
  /** The API the app calls: a path on its own origin or an absolute URL. */
  apiBaseUrl: url('VITE_API_BASE_URL', '/api/v1'),
  /** The application key every call sends (X-App-Key). */
  appKey: text('VITE_APP_KEY', 'eigo-learner-web'),
  /** Responses are checked against the contract in development and tests, not in production. */
  validatesResponses: raw.DEV === true || raw.MODE === 'test',
  /** The commit the running bundle was built from (vite.config.ts defines it). */
  buildCommitHash: text('VITE_BUILD_COMMIT_HASH', 'development'),
  /** The web version (package.json's): the settings page (spec 9) and every action log. */
  webVersion: version,
  helpUrl: url('VITE_HELP_URL', 'https://help.eigo.example/learner/'),
  adminSiteUrl: url('VITE_ADMIN_SITE_URL', 'https://admin.eigo.example/'),
  /** The native app's page (App Store and Google Play), where individual users are sent (spec 6). */
  nativeAppPageUrl: url('VITE_NATIVE_APP_PAGE_URL', 'https://www.eigo.example/app/'),
  supportEmail: text('VITE_SUPPORT_EMAIL', 'support@eigo.example'),
  /**
   * The shared-link service and the native app it opens (spec 7: a share link carries the web
   * link, the Android package and the App Store ids). The spec does not give the values: these
   * defaults name the example domain, and a deployment sets its own.
   */
  shareLinkHost: url('VITE_SHARE_LINK_HOST', 'https://link.eigo.example/'),
  androidPackageId: text('VITE_ANDROID_PACKAGE_ID', 'example.eigo.learner'),
  iosBundleId: text('VITE_IOS_BUNDLE_ID', 'example.eigo.learner'),
  appStoreId: text('VITE_APP_STORE_ID', '6400000000'),
} as const;
