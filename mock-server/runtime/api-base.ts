/** Where the API lives on the backend's origin. */
export const API_BASE = '/api/v1';

/**
 * The origin the addresses the mock hands out (recording urls) start with: MOCK_PUBLIC_ORIGIN
 * (e.g. `https://demo.eigo.example`) when set, else none, so they are relative and resolve
 * against the page's or API's origin. Never taken from a request header (Host, X-Forwarded-*,
 * Origin), which a client controls.
 */
function publicOrigin(): string {
  const configured =
    typeof process !== 'undefined' ? (process.env.MOCK_PUBLIC_ORIGIN ?? '').trim() : '';
  if (!configured) return '';
  try {
    return new URL(configured).origin;
  } catch {
    throw new Error(`MOCK_PUBLIC_ORIGIN is not an absolute URL: ${configured}`);
  }
}

/** A path under the API base as the address the mock hands out (./publicOrigin). */
export const publicUrl = (path: string): string => `${publicOrigin()}${API_BASE}${path}`;
