import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, isChunkLoadError, loadChunk } from './chunk-load';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('resolves with the module when it arrives in time', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 'screen' }))).resolves.toEqual({
      default: 'screen',
    });
  });

  it('gives up with a ChunkLoadError after 120000 ms', async () => {
    vi.useFakeTimers();
    const loading = loadChunk(() => new Promise<never>(() => undefined));
    const outcome = expect(loading).rejects.toSatisfy(isChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('turns a failed download into a ChunkLoadError', async () => {
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(loadChunk(failing)).rejects.toSatisfy(isChunkLoadError);
  });

  it.each([
    [new TypeError('x'), false],
    ['ChunkLoadError', false],
    [Object.assign(new Error('x'), { name: 'ChunkLoadError' }), true],
  ])('isChunkLoadError(%s) is %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
