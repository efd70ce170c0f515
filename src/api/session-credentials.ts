// The token and alias of the signed-in session, as every authenticated call sends them. Written
// by the app's session (src/app/session.ts); read by the HTTP client's configuration
// (src/app/providers.tsx), the route loaders and the answer queue, which stamps each queued call
// with the alias it was made for. It lives beside the HTTP client, under the features and the
// app, because it is the client's state: a feature reading it does not reach up into src/app/.

export type SessionCredentials = { token: string | null; aliasUuid: string | null };

let credentials: SessionCredentials = { token: null, aliasUuid: null };

/** The token and alias every authenticated call sends now. */
export function sessionCredentials(): SessionCredentials {
  return credentials;
}

/** Set by the session when the token or the alias changes (sign-in, alias switch, sign-out). */
export function setSessionCredentials(next: SessionCredentials): void {
  credentials = next;
}
