import type { z } from 'zod';
import { requestText } from './bodies';
import { JSON_BODY_LIMIT_BYTES, payloadTooLarge } from './body-limits';
import { badRequest } from './problem';

/** Bodies above this size are refused (413) before parsing (./body-limits.ts). */
export const MAX_JSON_BODY_BYTES = JSON_BODY_LIMIT_BYTES;

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
export function parseWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
  prefix = '',
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(fieldErrors(result.error, prefix));
  return result.data;
}

/** Reads a JSON body (refusing oversized or malformed ones) and parses it with the schema. */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  const text = await requestText(request);
  // Characters first (cheap); only a text near the limit is measured in UTF-8 bytes.
  if (
    text.length > MAX_JSON_BODY_BYTES ||
    (text.length * 3 > MAX_JSON_BODY_BYTES &&
      new TextEncoder().encode(text).byteLength > MAX_JSON_BODY_BYTES)
  ) {
    throw payloadTooLarge(MAX_JSON_BODY_BYTES);
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

/** Whole numbers written as text (path and query values) as numbers. */
function withNumbers(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && /^-?\d{1,9}$/.test(value) ? Number(value) : value,
    ]),
  );
}

/**
 * Path and query values arrive as text. The generated schemas coerce plain numbers but not integer
 * enumerations (exercise type, school grade), so a value the schema refuses as text is tried again
 * with whole numbers as numbers; the problem then names what is still wrong.
 */
function parseText<S extends z.ZodType>(schema: S, values: Record<string, unknown>): z.output<S> {
  const asText = schema.safeParse(values);
  if (asText.success) return asText.data;
  const asNumbers = schema.safeParse(withNumbers(values));
  if (asNumbers.success) return asNumbers.data;
  throw badRequest(fieldErrors(asNumbers.error));
}

/** Path parameters, parsed with the generated schema. */
export function parseParams<S extends z.ZodType>(
  schema: S,
  params: Record<string, unknown>,
): z.output<S> {
  return parseText(schema, params);
}

/** Query parameters of the request URL, parsed with the generated schema. */
export function parseQuery<S extends z.ZodType>(schema: S, request: Request): z.output<S> {
  const url = new URL(request.url);
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = value;
  return parseText(schema, query);
}
