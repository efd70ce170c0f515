import { describe, expect, it } from 'vitest';
import { MAX_RESPONSE_TIME_MS, responseTimeMs } from './response-time';

describe('responseTimeMs', () => {
  it.each([
    [1234.4, 1234],
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [MAX_RESPONSE_TIME_MS + 1, MAX_RESPONSE_TIME_MS],
    [3 * MAX_RESPONSE_TIME_MS, MAX_RESPONSE_TIME_MS],
  ])('%s ms is sent as %s', (ms, sent) => {
    expect(responseTimeMs(ms)).toBe(sent);
  });
});
