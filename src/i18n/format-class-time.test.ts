import { describe, expect, it } from 'vitest';
import { formatClassTime } from './format-class-time';

// The app's Japan-time labels of live classes read the same in any device time zone (the suite
// also runs with TZ set to Europe/Berlin and America/Los_Angeles). 02:30 in Japan on 29 March
// 2026 once showed as 3:30 on a device in Berlin, where that wall time falls in the gap of the
// change to summer time; 8 March is Los Angeles' gap.

const BERLIN_GAP = '2026-03-29T02:30:00+09:00';
const LOS_ANGELES_GAP = '2026-03-08T02:30:00+09:00';

describe('live class times', () => {
  it.each([
    [BERLIN_GAP, '2026-03-29T09:00:00+09:00', 'ja', '2:30'],
    [BERLIN_GAP, '2026-03-29T09:00:00+09:00', 'en', '2:30 AM'],
    [BERLIN_GAP, '2026-03-28T09:00:00+09:00', 'ja', '3月29日（日） 2:30'],
    [BERLIN_GAP, '2026-03-28T09:00:00+09:00', 'en', 'Sun, Mar 29, 2:30 AM'],
    [LOS_ANGELES_GAP, '2026-03-08T23:00:00+09:00', 'ja', '2:30'],
    [LOS_ANGELES_GAP, '2026-03-07T09:00:00+09:00', 'en', 'Sun, Mar 8, 2:30 AM'],
  ] as const)('%s seen on %s in %s reads %j', (instant, now, language, label) => {
    expect(formatClassTime(instant, new Date(now), language)).toBe(label);
    expect(formatClassTime(instant, now, language)).toBe(label);
  });
});
