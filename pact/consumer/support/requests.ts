import {
  MatchersV3,
  type TemplateHeaders,
  type V4RequestBuilder,
  type V4ResponseBuilder,
} from '@pact-foundation/pact';

const { fromProviderState, like, eachLike, regex } = MatchersV3;

// What the app's HTTP client sends, and the shapes of answers shared by every tag.

/**
 * Example values recorded in the pact. They differ from the mock backend's on purpose: the
 * verifier must replace them with what the provider state answers (see pact/provider-states.ts).
 */
export const EXAMPLE = {
  authToken: 'example-token-hana',
  aliasUuid: '6f1d2c3b-4a59-4e8f-9a7b-0c1d2e3f4a5b',
} as const;

/** The application key the client sends by default (VITE_APP_KEY). */
export const APP_KEY = 'eigo-learner-web';

/** The credentials the app holds once signed in, with the example values. */
export const SIGNED_IN = { token: EXAMPLE.authToken, aliasUuid: EXAMPLE.aliasUuid } as const;

/** Headers of a public call (no token). */
export const publicHeaders: TemplateHeaders = { 'X-App-Key': APP_KEY, 'Accept-Language': 'ja' };

/** Headers of a call with the token only (listAliases, release notes, action logs). */
export const tokenHeaders = {
  ...publicHeaders,
  Authorization: fromProviderState('Token ${authToken}', `Token ${EXAMPLE.authToken}`),
};

/** Headers of an authenticated call for the selected alias. */
export const aliasHeaders = {
  ...tokenHeaders,
  'X-Alias-Uuid': fromProviderState('${aliasUuid}', EXAMPLE.aliasUuid),
};

/** A token no backend has issued, for the 401 interactions. */
export const UNKNOWN_TOKEN = 'token-that-was-never-issued';

export const unknownTokenHeaders = { ...publicHeaders, Authorization: `Token ${UNKNOWN_TOKEN}` };

/** A request with these headers (and a JSON body when given). */
export const request =
  (headers: TemplateHeaders, body?: unknown) =>
  (builder: V4RequestBuilder): void => {
    builder.headers(headers);
    if (body !== undefined) builder.jsonBody(body);
  };

/** A JSON answer matched by type. */
export const json =
  (body: unknown) =>
  (builder: V4ResponseBuilder): void => {
    builder.jsonBody(body);
  };

/**
 * An application/problem+json answer, matched by type: the client reads the status, and for
 * validation failures the first message of a field (`errors.password[0]`).
 */
export const problem =
  (status: number, errorFields: readonly string[] = []) =>
  (builder: V4ResponseBuilder): void => {
    builder.headers({ 'Content-Type': regex(/^application\/problem\+json/, 'application/problem+json') });
    builder.jsonBody(
      like({
        type: 'https://eigo.example/problems/example',
        title: 'Example title',
        status,
        ...(errorFields.length
          ? { errors: Object.fromEntries(errorFields.map((field) => [field, eachLike('A message')])) }
          : {}),
      }),
    );
  };

export const uuid = (example: string) => MatchersV3.uuid(example);
export const dateTime = (example = '2026-11-22T09:00:00+09:00') =>
  regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, example);
export const isoDate = (example = '2026-11-22') => regex(/^\d{4}-\d{2}-\d{2}$/, example);
export const integer = (example: number) => MatchersV3.integer(example);
