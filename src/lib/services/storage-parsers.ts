// Hand-written readers for stored values: each returns the value when it has the expected shape,
// else undefined (the caller then uses the default). No zod here: it would weigh on the bundle.

export type Parser<T> = (value: unknown) => T | undefined;

export const str: Parser<string> = (v) => (typeof v === 'string' ? v : undefined);

export const nonEmptyStr: Parser<string> = (v) =>
  typeof v === 'string' && v !== '' ? v : undefined;

export const bool: Parser<boolean> = (v) => (typeof v === 'boolean' ? v : undefined);

const int: Parser<number> = (v) => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);

export const nonNegativeInt: Parser<number> = (v) => {
  const n = int(v);
  return n !== undefined && n >= 0 ? n : undefined;
};

export const positiveInt: Parser<number> = (v) => {
  const n = int(v);
  return n !== undefined && n >= 1 ? n : undefined;
};

export function oneOf<const T extends readonly (string | number)[]>(values: T): Parser<T[number]> {
  return (v) => (values.includes(v as T[number]) ? (v as T[number]) : undefined);
}

export function nullable<T>(parse: Parser<T>): Parser<T | null> {
  return (v) => (v === null ? null : parse(v));
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** An array whose malformed items are dropped (one bad entry does not lose the others). */
export function arrayOf<T>(parse: Parser<T>): Parser<T[]> {
  return (v) => {
    if (!Array.isArray(v)) return undefined;
    return v.flatMap((item) => {
      const parsed = parse(item);
      return parsed === undefined ? [] : [parsed];
    });
  };
}

/** A string-keyed map whose malformed entries are dropped. */
export function recordOf<T>(parse: Parser<T>): Parser<Record<string, T>> {
  return (v) => {
    if (!isPlainObject(v)) return undefined;
    const out: Record<string, T> = {};
    for (const [key, item] of Object.entries(v)) {
      const parsed = parse(item);
      if (parsed !== undefined) out[key] = parsed;
    }
    return out;
  };
}

type Shape<T> = { [K in keyof T]: [Parser<T[K]>, T[K]] };

/** An object read field by field: a malformed field takes its default, the others are kept. */
export function objectOf<T extends object>(shape: Shape<T>): Parser<T> {
  return (v) => {
    if (!isPlainObject(v)) return undefined;
    const out = {} as T;
    for (const key of Object.keys(shape) as (keyof T)[]) {
      const [parse, fallback] = shape[key];
      const parsed = parse(v[key as string]);
      out[key] = parsed === undefined ? structuredClone(fallback) : parsed;
    }
    return out;
  };
}
