import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every operation of the contract is called through its generated client function in at least one
// integration test of this folder (the control operations included: demos and e2e tests use them).

const spec = JSON.parse(readFileSync('src/api/generated/openapi.json', 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};
const operationIds = Object.values(spec.paths).flatMap((item) =>
  Object.values(item).flatMap((op) =>
    op && typeof op === 'object' && op.operationId ? [op.operationId] : [],
  ),
);
const sources = readdirSync('tests/integration')
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => readFileSync(`tests/integration/${f}`, 'utf8'))
  .join('\n');

describe('integration coverage of the contract', () => {
  it('knows the operations of the API surface', () => {
    expect(operationIds.length).toBeGreaterThanOrEqual(69);
  });

  it.each(operationIds)('%s is called in an integration test', (operationId) => {
    expect(sources).toMatch(new RegExp(`\\b${operationId}\\(`));
  });
});
