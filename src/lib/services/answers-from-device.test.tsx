import { describe, expect, it } from 'vitest';
import { nextAnswersFromDevice } from './answers-from-device';
import { SERVED_FROM_DEVICE, SERVED_FROM_NETWORK } from '../../sw/shared/worker-messages';

describe("the service worker's word on where answers came from", () => {
  const online = { fromDevice: false, savedAt: null };

  it('keeps the oldest time of the answers served from the device', () => {
    const one = nextAnswersFromDevice(online, { type: SERVED_FROM_DEVICE, savedAt: 2_000 });
    const two = nextAnswersFromDevice(one, { type: SERVED_FROM_DEVICE, savedAt: 1_000 });
    const three = nextAnswersFromDevice(two, { type: SERVED_FROM_DEVICE, savedAt: null });
    expect(three).toEqual({ fromDevice: true, savedAt: 1_000 });
  });

  it('is online again once the backend answers; other messages change nothing', () => {
    const device = { fromDevice: true, savedAt: 1_000 };
    expect(nextAnswersFromDevice(device, { type: SERVED_FROM_NETWORK })).toEqual(online);
    expect(nextAnswersFromDevice(device, { type: 'SKIP_WAITING' })).toBe(device);
    expect(nextAnswersFromDevice(device, null)).toBe(device);
  });
});
