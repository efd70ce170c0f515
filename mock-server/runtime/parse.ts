import type { z } from 'zod';
import { badRequest } from './problem';

/** Bodies above this size are refused before parsing. */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

function fieldErrors(error: z.ZodError, prefix = ''): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    const field = prefix && path ? `${prefix}.${path}` : prefix || path || 'body';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** Parses a value with a generated zod schema or throws a 400 problem naming the fields. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, prefix = ''): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(fieldErrors(result.error, prefix));
  return result.data;
}

/** Reads a JSON body (refusing oversized or malformed ones) and parses it with the schema. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const text = await request.text();
  if (text.length > MAX_JSON_BODY_BYTES) {
    throw badRequest({ body: [`The body is larger than ${MAX_JSON_BODY_BYTES} bytes`] });
  }
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest({ body: ['The body is not valid JSON'] });
    }
  }
  return parseWith(schema, value);
}

/** Path parameters, parsed (with coercion done by the generated schema). */
export function parseParams<S extends z.ZodType>(schema: S, params: Record<string, unknown>): z.output<S> {
  return parseWith(schema, params);
}

/** Query parameters of the request URL, parsed with the generated schema. */
export function parseQuery<S extends z.ZodType>(schema: S, request: Request): z.output<S> {
  const url = new URL(request.url);
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = value;
  return parseWith(schema, query);
}
