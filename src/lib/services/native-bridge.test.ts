import { describe, expect, it } from 'vitest';
import { hasNativePlayback, hasNativeRecorder, needsIosUpdate } from './native-bridge';

const app = (handlers: Record<string, unknown>) => ({ webkit: { messageHandlers: handlers } });

describe('native bridge', () => {
  it.each([
    { name: 'a browser', win: {}, recorder: false, playback: false, update: false },
    { name: 'no window', win: undefined, recorder: false, playback: false, update: false },
    {
      name: 'an old iOS app',
      win: app({ nativeRecorder: {} }),
      recorder: true,
      playback: false,
      update: true,
    },
    {
      name: 'iOS app 4.0.1',
      win: app({ nativeRecorder: {}, nativePlayback: {} }),
      recorder: true,
      playback: true,
      update: false,
    },
    {
      name: 'playback only',
      win: app({ nativePlayback: {} }),
      recorder: false,
      playback: true,
      update: false,
    },
  ])('$name', ({ win, recorder, playback, update }) => {
    expect(hasNativeRecorder(win)).toBe(recorder);
    expect(hasNativePlayback(win)).toBe(playback);
    expect(needsIosUpdate(win)).toBe(update);
  });
});
