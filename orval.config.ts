import { defineConfig } from 'orval';

// The bundled contract (npm run generate:bundle) feeds two outputs from the same operations:
// TanStack Query hooks with plain request functions, and zod validators. Both are generated into
// src/api/generated/ and never edited or committed.
const input = { target: './src/api/generated/openapi.json' };

export default defineConfig({
  api: {
    input,
    output: {
      mode: 'tags-split',
      target: './src/api/generated/endpoints',
      schemas: './src/api/generated/model',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      override: {
        mutator: { path: './src/api/http-client.ts', name: 'httpClient' },
        fetch: { includeHttpResponseReturnType: false },
        query: { signal: true },
      },
    },
  },
  zod: {
    input,
    output: {
      mode: 'tags-split',
      target: './src/api/generated/zod',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
      override: {
        zod: { coerce: { query: true, param: true } },
      },
    },
  },
});
