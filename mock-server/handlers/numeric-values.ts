// Path and query values arrive as text, but the generated zod schemas of integer enums (the
// exercise type, school grade, 0/1 flags) expect numbers and do not coerce. Whole numbers are
// turned into numbers before parsing; anything else is left for the schema to judge.

export function withNumbers(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && /^-?\d{1,9}$/.test(value) ? Number(value) : value,
    ]),
  );
}

/** The query of a request as an object, whole numbers as numbers. */
export function queryWithNumbers(request: Request): Record<string, unknown> {
  return withNumbers(Object.fromEntries(new URL(request.url).searchParams));
}
