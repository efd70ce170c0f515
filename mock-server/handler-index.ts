import { getResponse, matchRequestUrl, type HttpHandler, type PathParams } from 'msw';

type Candidate = { handler: HttpHandler; method: string; pattern: RegExp };

/** An msw path pattern (`*` wildcards, `:param` segments) as a regular expression on the URL. */
function toRegExp(path: string): RegExp {
  const source = path
    .split(/(\*|:[A-Za-z0-9_]+)/)
    .map((part) =>
      part === '*'
        ? '.*'
        : part.startsWith(':')
          ? '[^/]+'
          : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}/?$`);
}

/**
 * Narrows the handler list to those whose method and path can match a request, keeping their
 * order, so msw only runs its full matching on a few handlers instead of every one (the express
 * server's hot path; see `npm run bench:mock`).
 */
export function indexHandlers(handlers: HttpHandler[]): (request: Request) => HttpHandler[] {
  const candidates: Candidate[] = handlers.map((handler) => {
    const { method, path } = handler.info as { method: string | RegExp; path: string | RegExp };
    return {
      handler,
      method: typeof method === 'string' ? method.toUpperCase() : 'ALL',
      pattern: typeof path === 'string' ? toRegExp(path) : /.*/,
    };
  });
  return (request) => {
    const method = request.method.toUpperCase();
    const url = request.url.split('?')[0]!;
    return candidates
      .filter((c) => (c.method === 'ALL' || c.method === method) && c.pattern.test(url))
      .map((c) => c.handler);
  };
}

type Resolve = (info: {
  request: Request;
  requestId: string;
  params: PathParams;
  cookies: Record<string, string>;
}) => unknown;

let dispatched = 0;

/**
 * What msw's `getResponse` does for the candidates of a request, for the express server: the
 * first handler whose method and path (msw's own `matchRequestUrl`) match runs its resolver with
 * the path parameters. Left out are msw features these handlers do not use (`once`, generator
 * resolvers, `finalize`, cookies), along with their per-request cost: a request clone, and an
 * AbortController whose abort builds a DOMException. A resolver answering nothing passes the
 * request on to the next candidate, as in msw; a handler with a custom predicate goes through
 * `getResponse` itself.
 */
export function createDispatcher(
  handlers: HttpHandler[],
): (request: Request) => Promise<Response | undefined> {
  const candidatesFor = indexHandlers(handlers);
  return async (request) => {
    const url = new URL(request.url);
    for (const handler of candidatesFor(request)) {
      const { path } = handler.info;
      if (typeof path !== 'string') {
        const response = await getResponse([handler], request);
        if (response) return response;
        continue;
      }
      const match = matchRequestUrl(url, path);
      if (!match.matches) continue;
      const resolve = (handler as unknown as { resolver: Resolve }).resolver;
      const response = await resolve({
        request,
        requestId: `express-${++dispatched}`,
        params: match.params ?? {},
        cookies: {},
      });
      if (response instanceof Response) return response;
    }
    return undefined;
  };
}
