// base64url without padding (RFC 4648 section 5), as JWTs and the mock's random secrets write it:
// one helper for the link tokens and the session tokens, in node and in the browser demo alike.
// The platform's own Uint8Array toBase64/fromBase64 is not in Node 24 nor in every browser the app
// builds for (Vite's baseline: Chrome 111, Firefox 114, Safari 16.4), so it goes through btoa/atob.

/** `bytes` as base64url, without padding. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of unpadded base64url text, or null when it is not base64url. */
export function base64UrlToBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
