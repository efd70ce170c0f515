import { describe, expect, it } from 'vitest';
import { areaOf, summariseCpuProfile, type CpuProfile } from './cpu-profile-summary';

const ROOT = '/repo';
const frame = (functionName: string, url: string, lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
});

describe('summariseCpuProfile', () => {
  it('tells the area of a function: a folder, a package, node, the collector', () => {
    expect(areaOf(frame('route', 'file:///repo/mock-server/runtime/route.ts'), ROOT)).toBe(
      'mock-server/runtime',
    );
    expect(areaOf(frame('main', 'file:///repo/scripts/serve-demo.ts'), ROOT)).toBe('scripts');
    expect(areaOf(frame('parse', 'file:///repo/node_modules/zod/v4/core/parse.js'), ROOT)).toBe(
      'node_modules/zod',
    );
    expect(areaOf(frame('x', 'file:///repo/node_modules/@msw/data/lib/index.js'), ROOT)).toBe(
      'node_modules/@msw/data',
    );
    expect(areaOf(frame('writeHead', 'node:_http_server'), ROOT)).toBe('node internals');
    expect(areaOf(frame('(garbage collector)', ''), ROOT)).toBe('(garbage collector)');
    expect(areaOf(frame('JSONStringify', ''), ROOT)).toBe('(native)');
  });

  it('gives each sample the time until the next to its function and area, busiest first', () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)', '') },
        { id: 2, callFrame: frame('(idle)', '') },
        { id: 3, callFrame: frame('handle', 'file:///repo/mock-server/handlers/live.ts', 9) },
        { id: 4, callFrame: frame('', 'file:///repo/mock-server/handlers/live.ts', 40) },
        { id: 5, callFrame: frame('parse', 'file:///repo/node_modules/zod/index.js') },
      ],
      // 3 runs 1 ms, 5 runs 3 ms, 4 runs 2 ms, idle 4 ms; the last sample has no time.
      samples: [3, 5, 4, 2, 3],
      timeDeltas: [0, 1000, 3000, 2000, 4000],
    };
    expect(summariseCpuProfile(profile, ROOT)).toEqual({
      busyMs: 6,
      idleMs: 4,
      functions: [
        { name: 'parse node_modules/zod/index.js:1', ms: 3 },
        { name: '(anonymous) mock-server/handlers/live.ts:41', ms: 2 },
        { name: 'handle mock-server/handlers/live.ts:10', ms: 1 },
      ],
      areas: [
        { name: 'mock-server/handlers', ms: 3 },
        { name: 'node_modules/zod', ms: 3 },
      ],
    });
  });

  it('keeps only the first `top` of each list', () => {
    const nodes = Array.from({ length: 5 }, (_, i) => ({
      id: i + 1,
      callFrame: frame(`f${i}`, `file:///repo/area${i}/file.ts`),
    }));
    const summary = summariseCpuProfile(
      { nodes, samples: [1, 2, 3, 4, 5], timeDeltas: [0, 500, 400, 300, 200] },
      ROOT,
      2,
    );
    expect(summary.functions.map((f) => f.name)).toEqual([
      'f0 area0/file.ts:1',
      'f1 area1/file.ts:1',
    ]);
    expect(summary.areas.map((a) => a.name)).toEqual(['area0', 'area1']);
  });
});
