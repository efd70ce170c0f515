import type { HttpResponseResolver, PathParams, DefaultBodyType } from 'msw';
import { API_BASE } from './api-base';
import { withBody } from './bodies';
import { gateProblem } from './gate';
import { languageOf } from './language';
import { ProblemError, problemResponse } from './problem';

export { API_BASE };

/** A handler path under the API base that matches any origin (express, vitest and the browser). */
export const api = (path: string): string => `*${API_BASE}${path}`;

type Resolver<Params extends PathParams> = HttpResponseResolver<Params, DefaultBodyType>;

/**
 * Wraps a resolver: the gate first (application key, maintenance; ./gate.ts; `gate: false` for
 * what is not the API, such as public storage), then the resolver;
 * a thrown ProblemError becomes application/problem+json in the language of the request, and
 * anything unexpected becomes a 500 problem (never a crash). JSON answers get their body last
 * (./bodies.ts).
 */
export function route<Params extends PathParams = PathParams>(
  resolver: Resolver<Params>,
  options: { gate?: boolean } = {},
): Resolver<Params> {
  return async (info) => {
    const response = await answer(info);
    return response instanceof Response ? withBody(info.request, response) : response;
  };

  async function answer(info: Parameters<Resolver<Params>>[0]) {
    try {
      const blocked = options.gate === false ? null : gateProblem(info.request);
      if (blocked) throw blocked;
      return await resolver(info);
    } catch (error) {
      const lang = languageOf(info.request);
      if (error instanceof ProblemError) return problemResponse(error.toBody(lang));
      console.error('[mock] unexpected error', info.request.method, info.request.url, error);
      return problemResponse(
        new ProblemError(500, {
          ja: '予期しないエラーが発生しました',
          en: 'Unexpected error',
        }).toBody(lang),
      );
    }
  }
}
