import { describe, expect, it } from 'vitest';
import { describeDifferences, lockDifferences, type PackageLock } from './lock-differences';

const lock: PackageLock = {
  packages: {
    '': { version: '1.0.0' },
    'node_modules/vite': { version: '8.0.0' },
    'node_modules/react': { version: '19.2.0' },
    'node_modules/csv-parse': { version: '7.0.3' },
    'node_modules/@esbuild/darwin-arm64': { version: '0.28.2', optional: true },
    'node_modules/foo/node_modules/bar': { version: '2.0.0' },
    'node_modules/local': { link: true },
  },
};
const installed: Record<string, string> = {
  'node_modules/vite': '8.0.1',
  'node_modules/react': '19.2.0',
  'node_modules/foo/node_modules/bar': '2.0.0',
};

describe('lock differences', () => {
  it('lists the packages missing or in another version, not optional or linked ones', () => {
    expect(lockDifferences(lock, (path) => installed[path])).toEqual([
      { name: 'csv-parse', wanted: '7.0.3', installed: undefined },
      { name: 'vite', wanted: '8.0.0', installed: '8.0.1' },
    ]);
  });

  it('puts the missing ones first, then those of another major version', () => {
    const versions: Record<string, string> = {
      'node_modules/vite': '7.3.0',
      'node_modules/react': '19.2.1',
      'node_modules/foo/node_modules/bar': '2.0.0',
    };
    expect(lockDifferences(lock, (path) => versions[path]).map(({ name }) => name)).toEqual([
      'csv-parse',
      'vite',
      'react',
    ]);
  });

  it('finds none when everything asked for is installed', () => {
    expect(
      lockDifferences(
        lock,
        (path) =>
          ({ ...installed, 'node_modules/vite': '8.0.0', 'node_modules/csv-parse': '7.0.3' })[path],
      ),
    ).toEqual([]);
  });

  it('describes the first few on one line and counts the rest', () => {
    const differences = lockDifferences(lock, () => undefined);
    expect(describeDifferences(differences, 2)).toBe(
      'vite 8.0.0 (not installed), react 19.2.0 (not installed) and 2 more',
    );
    expect(describeDifferences(lockDifferences(lock, (path) => installed[path]))).toBe(
      'csv-parse 7.0.3 (not installed), vite 8.0.0 (installed 8.0.1)',
    );
  });
});
