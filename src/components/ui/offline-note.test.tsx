import { describe, expect, it } from 'vitest';
import { savedAtLabel } from './offline-note';

describe('the offline note', () => {
  const morning = Date.parse('2026-11-27T08:05:00+09:00');

  it('names the time in Japan time, with the date when it is not today', () => {
    expect(savedAtLabel(morning, Date.parse('2026-11-27T21:00:00+09:00'))).toBe('08:05');
    expect(savedAtLabel(morning, Date.parse('2026-11-28T07:00:00+09:00'))).toBe('11/27 08:05');
  });
});
