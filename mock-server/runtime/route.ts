import type { HttpResponseResolver, PathParams, DefaultBodyType } from 'msw';
import { API_BASE } from './api-base';
import { withBody } from './bodies';
import { apiGateProblem, requestKind, type RequestKind } from './gate';
import { idempotentAnswer } from './idempotency';
import { languageOf } from './language';
import { declaredBodyProblem } from './body-limits';
import { ProblemError, problemResponse } from './problem';

export { API_BASE };

/** A handler path under the API base that matches any origin (express, vitest and the browser). */
export const api = (path: string): string => `*${API_BASE}${path}`;

type Resolver<Params extends PathParams> = HttpResponseResolver<Params, DefaultBodyType>;

export type RouteOptions = {
  /**
   * What the handler serves (default `api`): `control` for the mock-only control operations,
   * `storage` for the recordings' public storage, `any` for the not-found fallback. The request's
   * own kind comes from its pathname alone (./gate.ts `requestKind`); a request whose kind is not
   * the handler's (a crafted path that msw's `*` pattern still matched) gets the API gate and then
   * a 404 problem, never the handler.
   */
  kind?: RequestKind | 'any';
  /**
   * The operationId of a write that honours Idempotency-Key (./idempotency.ts). Only requests
   * that send the header pay for it.
   */
  idempotent?: string;
};

/**
 * Wraps a resolver: the gate first (application key, maintenance; ./gate.ts) for every request
 * whose pathname is not a control operation or public storage (`options.kind`), then for an idempotent write with an
 * Idempotency-Key the kept first answer or the resolver (./idempotency.ts), else the resolver;
 * a thrown ProblemError becomes application/problem+json in the language of the request, and
 * anything unexpected becomes a 500 problem (never a crash). JSON answers get their body last
 * (./bodies.ts).
 */
export function route<Params extends PathParams = PathParams>(
  resolver: Resolver<Params>,
  options: RouteOptions = {},
): Resolver<Params> {
  return async (info) => {
    const response = await answer(info);
    return response instanceof Response ? withBody(info.request, response) : response;
  };

  async function answer(info: Parameters<Resolver<Params>>[0]) {
    try {
      // A body declared over its limit is refused before anything reads it (./body-limits.ts).
      const tooLarge = declaredBodyProblem(info.request);
      if (tooLarge) throw tooLarge;
      const kind = requestKind(info.request);
      const declared = options.kind ?? 'api';
      const blocked = kind === 'api' || declared !== kind ? apiGateProblem(info.request) : null;
      if (blocked) throw blocked;
      if (declared !== 'any' && declared !== kind) throw noOperation(info.request);
      const key =
        options.idempotent === undefined ? null : info.request.headers.get('idempotency-key');
      if (key !== null) {
        return await idempotentAnswer(info.request, options.idempotent!, key, () => resolved(info));
      }
      return await resolver(info);
    } catch (error) {
      return problemFor(info.request, error);
    }
  }

  /** The resolver's answer, its errors as problems (what an idempotent write keeps). */
  async function resolved(info: Parameters<Resolver<Params>>[0]) {
    try {
      return await resolver(info);
    } catch (error) {
      return problemFor(info.request, error);
    }
  }
}

/** The 404 problem of a path the mock serves nothing at. */
export function noOperation(request: Request): ProblemError {
  const { pathname } = new URL(request.url);
  return new ProblemError(404, {
    ja: `${pathname} という操作はありません`,
    en: `No operation at ${pathname}`,
  });
}

function problemFor(request: Request, error: unknown): Response {
  const lang = languageOf(request);
  if (error instanceof ProblemError) return problemResponse(error.toBody(lang));
  console.error('[mock] unexpected error', request.method, request.url, error);
  return problemResponse(
    new ProblemError(500, {
      ja: '予期しないエラーが発生しました',
      en: 'Unexpected error',
    }).toBody(lang),
  );
}

/** `route()` for a mock-only control operation (served only at `/api/v1/__mock/…`). */
export function controlRoute<Params extends PathParams = PathParams>(
  resolver: Resolver<Params>,
): Resolver<Params> {
  return route(resolver, { kind: 'control' });
}

/** `route()` for a write that honours Idempotency-Key, named by its operationId. */
export function idempotentRoute<Params extends PathParams = PathParams>(
  operationId: string,
  resolver: Resolver<Params>,
): Resolver<Params> {
  return route(resolver, { idempotent: operationId });
}
