import { MatchersV3, type TemplateHeaders, type TemplateQuery } from '@pact-foundation/pact';
// The builder types are not re-exported by the package's entry point.
import type { V4RequestBuilder, V4ResponseBuilder } from '@pact-foundation/pact/src/v4/http/types';

import { ApiError } from '../../../src/api/http-client';

// What the app's HTTP client sends, and the shapes of answers shared by every tag.

const { fromProviderState, like, eachLike, regex } = MatchersV3;

/**
 * Example values recorded in the pact. They differ from the mock backend's on purpose: the
 * verifier must replace them with what the provider state answers (see mock-server/seed/provider-state-names.ts).
 */
export const EXAMPLE = {
  authToken: 'example-token-hana',
  aliasUuid: '6f1d2c3b-4a59-4e8f-9a7b-0c1d2e3f4a5b',
  invitationToken: 'example.invitation.token',
  resetToken: 'example.reset.token',
  ssoToken: 'example-sso-token',
  courseUuid: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
  assignmentId: 42,
  logId: 4242,
  sessionId: 77,
  limitedModeId: 78,
  exerciseUuid: '8a9b0c1d-2e3f-4a5b-9c6d-7e8f9a0b1c2d',
  cardSetUuid: '9b0c1d2e-3f4a-4b5c-8d7e-8f9a0b1c2d3e',
  problemUuid: 'a0b1c2d3-e4f5-4a6b-9c7d-8e9f0a1b2c3d',
  answer: 'b',
  sentenceIndex: 0,
  userUuid: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
  orgHash: 'example-org',
} as const;

type ProviderValue = keyof typeof EXAMPLE;

/**
 * A provider value in a request: the example here (EXAMPLE's, or one fitting this request), the
 * provider state's value when verified.
 */
export const fromState = <K extends ProviderValue, V extends string | number = (typeof EXAMPLE)[K]>(
  name: K,
  example?: V,
) => fromProviderState(`\${${name}}`, example ?? EXAMPLE[name]);

/** A request path holding provider values (`${name}`), given with the examples when recorded. */
export const statePath = (template: string) =>
  fromProviderState(
    template,
    template.replace(/\$\{(\w+)\}/g, (_, name: string) =>
      String(EXAMPLE[name as keyof typeof EXAMPLE]),
    ),
  );

/** The application key the client sends by default (VITE_APP_KEY). */
const APP_KEY = 'eigo-learner-web';

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
  'X-Alias-Uuid': fromState('aliasUuid'),
};

/** A token no backend has issued, for the 401 interactions. */
export const UNKNOWN_TOKEN = 'token-that-was-never-issued';

export const unknownTokenHeaders = { ...publicHeaders, Authorization: `Token ${UNKNOWN_TOKEN}` };

/** A request with these headers (and a JSON body and a query string when given). */
export const request =
  (headers: TemplateHeaders, body?: unknown, query?: TemplateQuery) =>
  (builder: V4RequestBuilder): void => {
    builder.headers(headers);
    if (body !== undefined) builder.jsonBody(body);
    if (query !== undefined) builder.query(query);
  };

/** A request without a body: these headers and query string. */
export const queryRequest = (headers: TemplateHeaders, query: TemplateQuery) =>
  request(headers, undefined, query);

/** A JSON answer: matched as its matchers say, plain values exactly. */
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
  (status: number, errorFields: readonly string[] = [], extensions: Record<string, unknown> = {}) =>
  (builder: V4ResponseBuilder): void => {
    builder.headers({
      'Content-Type': regex(/^application\/problem\+json/, 'application/problem+json'),
    });
    builder.jsonBody(
      like({
        type: 'https://eigo.example/problems/example',
        title: 'Example title',
        status,
        ...(errorFields.length
          ? {
              errors: Object.fromEntries(
                errorFields.map((field) => [field, eachLike('A message')]),
              ),
            }
          : {}),
        ...extensions,
      }),
    );
  };

/** An ISO 8601 date-time with offset, as the contract's DateTime. */
export const dateTime = (example = '2026-11-22T09:00:00+09:00') =>
  regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, example);
export const isoDate = (example = '2026-11-22') => regex(/^\d{4}-\d{2}-\d{2}$/, example);

/** The ApiError a call fails with (the test fails when it succeeds or fails otherwise). */
export async function apiError(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (outcome instanceof ApiError) return outcome;
  throw new Error(`expected an ApiError, got ${String(outcome)}`);
}

/** One of a fixed set of strings (an enum of the contract). */
export const oneOf = (values: readonly string[], example: string) =>
  regex(new RegExp(`^(${values.join('|')})$`), example);
