import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// The operations of the bundled contract (src/api/generated/openapi.json), to check that the pact
// covers every one the client calls.

type Operation = { operationId: string; tags?: string[] };
type PathItem = Record<string, Operation | unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export type ContractOperation = {
  operationId: string;
  tag: string;
  method: string;
  pattern: RegExp;
};

export function contractOperations(): ContractOperation[] {
  const bundle = resolve(import.meta.dirname, '../../src/api/generated/openapi.json');
  const { paths } = JSON.parse(readFileSync(bundle, 'utf8')) as { paths: Record<string, PathItem> };
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const { operationId, tags } = item[method] as Operation;
      const pattern = new RegExp(
        `^/api/v1${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`,
      );
      return { operationId, tag: tags?.[0] ?? '', method: method.toUpperCase(), pattern };
    }),
  );
}
