import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as zodSchemas from '../../src/api/generated/zod/index.zod';
import { snapshotStore } from '../../mock-server/persistence/snapshot';
import { signIn, useMockBackend } from '../support/mock-backend';
import { discoverPathParameters } from '../support/path-parameters';

// Property: every write operation of the contract answers a body that its schema refuses with a
// 4xx application/problem+json naming what is wrong, and leaves the store exactly as it was.

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

      await fc.assert(
        fc.asyncProperty(refused, async (text) => {
          const before = JSON.stringify(snapshotStore().tables);
          const response = await fetch(url, { method, headers, body: text });
          expect(
            response.status,
            `${op.operationId} with ${text.slice(0, 80)}`,
          ).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(response.headers.get('content-type')).toContain('application/problem+json');
          const problem = (await response.json()) as { status: number; title: string };
          expect(problem.status).toBe(response.status);
          expect(JSON.stringify(snapshotStore().tables)).toBe(before);
        }),
        { numRuns: 25 },
      );
    },
  );
});
