import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as zodSchemas from '../../src/api/generated/zod/index.zod';
import { onStoreChange, type StoreChange } from '../../mock-server/db/table';
import { snapshotStore } from '../../mock-server/persistence/snapshot';
import { signIn, useMockBackend } from '../support/mock-backend';
import { discoverPathParameters } from '../support/path-parameters';

// Property: every write operation of the contract answers a body that its schema refuses with a
// 4xx application/problem+json naming what is wrong, and leaves the store exactly as it was.

/**
 * Runs `check` with the store's changes recorded (every insert, update, removal, as the state file
 * commits them), and compares the whole store before and after once: a refused body writes
 * nothing. The recorder checks each request at once; a whole snapshot per request cost most of
 * this file's time (the seeded world is large).
 */
async function withStoreUnchanged(check: (writes: StoreChange[]) => Promise<void>) {
  const before = JSON.stringify(snapshotStore().tables);
  const writes: StoreChange[] = [];
  const stop = onStoreChange((change) => writes.push(change));
  try {
    await check(writes);
  } finally {
    stop();
  }
  expect(JSON.stringify(snapshotStore().tables)).toBe(before);
}

/** What a refused request wrote to the store: nothing, or the tables and operations it touched. */
const written = (writes: StoreChange[]) => writes.map((w) => `${w.op} ${w.table}`);

type Operation = {
  operationId: string;
  tags: string[];
  requestBody?: { content?: Record<string, unknown> };
};
const spec = JSON.parse(readFileSync('src/api/generated/openapi.json', 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};

const writeOperations = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(
      ([method, op]) =>
        ['post', 'put', 'delete', 'patch'].includes(method) &&
        op.requestBody?.content?.['application/json'],
    )
    .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

const pascal = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const bodySchema = (operationId: string) =>
  (zodSchemas as Record<string, unknown>)[`${pascal(operationId)}Body`] as z.ZodType | undefined;

/** JSON values of every kind, nested, with wrong types, unknown enum values and huge strings. */
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom('', 'ZZZ', 'not-a-uuid', '2026-13-45', '９９', 'x'.repeat(300)),
    fc.string(),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Objects that use the schema's own field names with values of random (mostly wrong) types. */
function fieldAware(schema: z.ZodType) {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  const keys = Object.keys(shape);
  if (keys.length === 0) return jsonValue;
  return fc.dictionary(fc.constantFrom(...keys), jsonValue, { maxKeys: keys.length });
}

describe('bad bodies on every write operation', () => {
  useMockBackend();

  it('covers the write operations of the contract', () => {
    expect(writeOperations.length).toBeGreaterThan(20);
  });

  it.each(writeOperations.map((w) => [w.op.operationId, w] as const))(
    '%s refuses bad bodies',
    async (_id, { path, method, op }) => {
      const schema = bodySchema(op.operationId);
      expect(schema, `zod body schema of ${op.operationId}`).toBeDefined();
      const token = await signIn('hana@sakura.example', 'sakura2026');
      const params = await discoverPathParameters(token);
      const url = `http://localhost/api/v1${path.replace(/\{(\w+)\}/g, (_m, name: string) => String(params[name] ?? 'unknown'))}`;
      const headers = {
        'X-App-Key': 'property-test',
        Authorization: `Token ${token}`,
        'X-Alias-Uuid': String(params.aliasUuid),
        'Accept-Language': 'en',
        'Content-Type': 'application/json',
      };
      const rawBodies = fc.oneof(
        jsonValue.map((v) => JSON.stringify(v)),
        fieldAware(schema!).map((v) => JSON.stringify(v)),
        fc.constantFrom('{', '{"a":', 'null null', '\u0000', '[1,2', '"unterminated'),
      );
      const refused = rawBodies.filter((text) => {
        try {
          return !schema!.safeParse(JSON.parse(text)).success;
        } catch {
          return true;
        }
      });

      // A refused body changes nothing (withStoreUnchanged).
      await withStoreUnchanged((writes) =>
        fc.assert(
          fc.asyncProperty(refused, async (text) => {
            writes.length = 0;
            const response = await fetch(url, { method, headers, body: text });
            expect(
              response.status,
              `${op.operationId} with ${text.slice(0, 80)}`,
            ).toBeGreaterThanOrEqual(400);
            expect(response.status).toBeLessThan(500);
            expect(response.headers.get('content-type')).toContain('application/problem+json');
            const problem = (await response.json()) as { status: number; title: string };
            expect(problem.status).toBe(response.status);
            expect(written(writes), `${op.operationId} with ${text.slice(0, 80)}`).toEqual([]);
          }),
          { numRuns: 25 },
        ),
      );
    },
    // 25 requests: seconds on a loaded two-core machine (vitest's 5 s is not).
    30_000,
  );
});

// Property: the contract's bounds (issue 28) hold on every write. For each bounded field of a JSON
// body (a string's maxLength, an array's maxItems, an integer's maximum, at the top level or one
// object down), a body whose field is just over the bound, whatever else it holds, is a 400
// problem whose `errors` name that field, and the store stays as it was; the generated validator
// of the field accepts a value exactly at the bound.

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  maxLength?: number;
  maxItems?: number;
  maximum?: number;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
};
const components = (spec as unknown as { components: { schemas: Record<string, JsonSchema> } })
  .components.schemas;

function resolved(schema: JsonSchema): JsonSchema {
  let current = schema;
  while (current.$ref) current = components[current.$ref.replace('#/components/schemas/', '')]!;
  return current;
}
const typesOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

type BoundedField = {
  path: string[];
  kind: 'string' | 'array' | 'integer';
  bound: number;
  schema: JsonSchema;
};

/** The bounded fields of an object schema, at the top level and one object down. */
function boundedFields(schema: JsonSchema, prefix: string[] = []): BoundedField[] {
  const object = resolved(schema);
  return Object.entries(object.properties ?? {}).flatMap(([name, raw]): BoundedField[] => {
    const field = resolved(raw);
    const path = [...prefix, name];
    const types = typesOf(field);
    if (field.enum || field.format === 'binary') return [];
    if (types.includes('string') && field.maxLength !== undefined)
      return [{ path, kind: 'string', bound: field.maxLength, schema: field }];
    if (types.includes('array') && field.maxItems !== undefined)
      return [{ path, kind: 'array', bound: field.maxItems, schema: field }];
    if (types.includes('integer') && field.maximum !== undefined)
      return [{ path, kind: 'integer', bound: field.maximum, schema: field }];
    if (types.includes('object') && prefix.length === 0) return boundedFields(field, path);
    return [];
  });
}

const uuidAt = (i: number) => `0b7c1f9e-5d0a-4f4b-9a53-${i.toString(16).padStart(12, '0')}`;

/** A value of the field's kind of exactly `size` (characters, items or the number itself). */
function valueOfSize(field: BoundedField, size: number): unknown {
  if (field.kind === 'integer') return size;
  if (field.kind === 'string') return 'a'.repeat(size);
  const items = resolved(field.schema.items ?? {});
  const item = (i: number) =>
    items.format === 'uuid'
      ? uuidAt(i)
      : typesOf(items).includes('integer')
        ? Math.min(i, items.maximum ?? i)
        : typesOf(items).includes('string')
          ? 'a'
          : {};
  return Array.from({ length: size }, (_, i) => item(i));
}

/** Whether `value` at the bound fits every other rule of the field (no pattern or format). */
const plainAtBound = (field: BoundedField) => {
  const items = field.kind === 'array' ? resolved(field.schema.items ?? {}) : undefined;
  return (
    !field.schema.pattern &&
    !field.schema.format &&
    (!items ||
      items.format === 'uuid' ||
      (!items.pattern &&
        !items.format &&
        !items.enum &&
        (typesOf(items).includes('string') || typesOf(items).includes('integer'))))
  );
};

function setPath(body: Record<string, unknown>, path: string[], value: unknown) {
  const [head, ...rest] = path;
  if (rest.length === 0) body[head!] = value;
  else {
    const inner = body[head!];
    const object =
      inner && typeof inner === 'object' && !Array.isArray(inner)
        ? (inner as Record<string, unknown>)
        : {};
    body[head!] = object;
    setPath(object, rest, value);
  }
}

function fieldSchema(schema: z.ZodType, path: string[]): z.ZodType | undefined {
  let current: unknown = schema;
  for (const name of path) {
    const shape = (current as { shape?: Record<string, unknown> } | undefined)?.shape;
    let next = shape?.[name] as { unwrap?: () => unknown } | undefined;
    // Through optional / nullable wrappers to an inner object's shape.
    while (next && !(next as { shape?: unknown }).shape && next.unwrap && path.at(-1) !== name)
      next = next.unwrap() as { unwrap?: () => unknown };
    current = next;
  }
  return current as z.ZodType | undefined;
}

const boundedWrites = writeOperations.flatMap((write) => {
  const content = write.op.requestBody?.content?.['application/json'] as
    { schema?: JsonSchema } | undefined;
  const fields = content?.schema ? boundedFields(content.schema) : [];
  return fields.map((field) => ({ ...write, field }));
});

describe('the bounds of every write operation', () => {
  useMockBackend();

  it('covers the bounded fields of the write bodies (answers, lists, free text)', () => {
    const names = new Set(
      boundedWrites.map((w) => `${w.op.operationId}.${w.field.path.join('.')}`),
    );
    expect(names).toContain('logExerciseAnswer.answer');
    expect(names).toContain('startPracticeMode.problemUuids');
    expect(names).toContain('postUserFeedback.text');
    expect(boundedWrites.length).toBeGreaterThan(40);
  });

  it.each(
    boundedWrites.map(
      (w) => [`${w.op.operationId} ${w.field.path.join('.')} ≤ ${w.field.bound}`, w] as const,
    ),
  )('%s', async (_name, { path: template, method, op, field }) => {
    // Personalised practice takes a drill type (4-6), not the discovered exercise's type.
    const path = template.startsWith('/personalized-exercises/')
      ? template.replace('{exerciseType}', '4')
      : template;
    const schema = bodySchema(op.operationId)!;
    const inner = fieldSchema(schema, field.path);
    if (inner && plainAtBound(field)) {
      expect(inner.safeParse(valueOfSize(field, field.bound)).success, 'at the bound').toBe(true);
    }
    if (inner) {
      expect(inner.safeParse(valueOfSize(field, field.bound + 1)).success, 'over it').toBe(false);
    }
    const token = await signIn('hana@sakura.example', 'sakura2026');
    const params = await discoverPathParameters(token);
    const url = `http://localhost/api/v1${path.replace(/\{(\w+)\}/g, (_m, name: string) => String(params[name] ?? 'unknown'))}`;
    const headers = {
      'X-App-Key': 'property-test',
      Authorization: `Token ${token}`,
      'X-Alias-Uuid': String(params.aliasUuid),
      'Accept-Language': 'en',
      'Content-Type': 'application/json',
    };
    const dotted = field.path.join('.');
    const over = valueOfSize(field, field.bound + 1);
    const bodies = fc
      .oneof(fieldAware(schema), fc.constant({}))
      .filter(
        (v): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v),
      )
      .map((v) => {
        const body = structuredClone(v);
        setPath(body, field.path, over);
        return body;
      });
    await withStoreUnchanged((writes) =>
      fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          writes.length = 0;
          const response = await fetch(url, { method, headers, body: JSON.stringify(body) });
          expect(response.status, `${op.operationId} with ${dotted} over its bound`).toBe(400);
          expect(response.headers.get('content-type')).toContain('application/problem+json');
          const problem = (await response.json()) as { errors?: Record<string, string[]> };
          const named = Object.keys(problem.errors ?? {}).some(
            (key) => key === dotted || key.startsWith(`${dotted}.`),
          );
          expect(named, `errors ${JSON.stringify(problem.errors)} name ${dotted}`).toBe(true);
          expect(written(writes), `${op.operationId} with ${dotted} over its bound`).toEqual([]);
        }),
        { numRuns: 5 },
      ),
    );
  });
});
