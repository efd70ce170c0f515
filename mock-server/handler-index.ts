import type { HttpHandler } from 'msw';

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
