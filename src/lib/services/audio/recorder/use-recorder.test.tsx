import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeCapture } from '../../../../../tests/support/fake-audio-capture';
import { SOFT_TIMEOUT_MS } from './recorder';
import { useRecorder } from './use-recorder';

// The hook over the browser's (fake) microphone: jsdom has no getUserMedia or AudioContext, so
// installFakeCapture puts stand-ins where the recorder looks for them.

let mic: ReturnType<typeof installFakeCapture>;
beforeEach(() => {
  mic = installFakeCapture({ sampleRate: 48_000 });
});
afterEach(() => {
  vi.useRealTimers();
  mic.restore();
});

const voice = (length = 4_800) => Float32Array.from({ length }, (_, i) => 0.3 * Math.sin(i / 4));

describe('useRecorder', () => {
  it('goes requesting → recording with a level → stopped with a playable URL', async () => {
    const { result } = renderHook(() => useRecorder());
    expect(result.current).toMatchObject({ status: 'idle', level: 0, url: null });

    let starting: Promise<void> = Promise.resolve();
    act(() => {
      starting = result.current.start();
    });
    expect(result.current.status).toBe('requesting');
    await act(() => starting);
    expect(result.current.status).toBe('recording');

    act(() => mic.speak(voice()));
    expect(result.current.level).toBeGreaterThan(0.5);

    await act(() => result.current.stop());
    expect(result.current).toMatchObject({
      status: 'stopped',
      level: 0,
      error: null,
      url: 'blob:fake-recording-1',
      recording: { silent: false, timedOut: false, sampleRate: 16_000, channels: 1 },
    });
    expect(URL.createObjectURL).toHaveBeenCalledWith(result.current.recording?.wav);
  });

  it('press to start, press to stop: toggle', async () => {
    const { result } = renderHook(() => useRecorder());
    await act(async () => result.current.toggle());
    expect(result.current.status).toBe('recording');
    act(() => mic.speak(voice()));
    await act(async () => result.current.toggle());
    expect(result.current.status).toBe('stopped');
  });

  it('revokes the last URL when a new recording starts and when the screen goes away', async () => {
    const { result, unmount } = renderHook(() => useRecorder());
    await act(() => result.current.start());
    await act(() => result.current.stop());
    expect(result.current.url).toBe('blob:fake-recording-1');

    await act(() => result.current.start());
    expect(mic.urls.revoked).toEqual(['blob:fake-recording-1']);
    expect(result.current.url).toBeNull();
    await act(() => result.current.stop());
    expect(result.current.url).toBe('blob:fake-recording-2');

    await act(() => result.current.start());
    unmount();
    expect(mic.urls.revoked).toEqual(['blob:fake-recording-1', 'blob:fake-recording-2']);
    expect(mic.microphoneOpen()).toBe(false);
  });

  it('reports a refused microphone as permission-denied', async () => {
    mic.refuse('NotAllowedError');
    const { result } = renderHook(() => useRecorder());
    await act(() => result.current.start());
    expect(result.current).toMatchObject({ status: 'error', error: 'permission-denied' });
  });

  it('says "unsupported" where the browser has no AudioWorklet', async () => {
    vi.stubGlobal('AudioWorkletNode', undefined);
    const { result } = renderHook(() => useRecorder());
    await act(() => result.current.start());
    expect(result.current).toMatchObject({ status: 'error', error: 'unsupported' });
  });

  it('marks a recording of only zero samples as silent', async () => {
    const { result } = renderHook(() => useRecorder());
    await act(() => result.current.start());
    act(() => mic.speak(new Float32Array(4_800)));
    await act(() => result.current.stop());
    expect(result.current.recording).toMatchObject({ silent: true, durationMs: 100 });
  });

  it('stops at the soft timeout with timedOut, and a late stop changes nothing', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useRecorder());
    await act(() => result.current.start());
    act(() => mic.speak(voice()));

    await act(() => vi.advanceTimersByTimeAsync(SOFT_TIMEOUT_MS));

    expect(result.current).toMatchObject({
      status: 'stopped',
      url: 'blob:fake-recording-1',
      recording: { timedOut: true, silent: false },
    });
    await act(() => result.current.stop());
    expect(result.current.url).toBe('blob:fake-recording-1');
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('cancel goes back to idle and releases the microphone', async () => {
    const { result } = renderHook(() => useRecorder());
    await act(() => result.current.start());
    act(() => result.current.cancel());
    expect(result.current).toMatchObject({ status: 'idle', recording: null });
    expect(mic.microphoneOpen()).toBe(false);
  });

  it('gives the recording in progress as a live stream, which ends when it stops', async () => {
    const { result } = renderHook(() => useRecorder());
    expect(result.current.liveStream()).toBeNull();
    await act(() => result.current.start());

    const stream = result.current.liveStream();
    expect(stream?.format).toEqual({ sampleRate: 16_000, channels: 1 });
    const chunks: Int16Array[] = [];
    const reading = (async () => {
      for await (const chunk of stream!.chunks) chunks.push(chunk);
    })();
    act(() => mic.speak(voice()));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(chunks.length).toBeGreaterThan(0); // heard while still recording
    expect(result.current.status).toBe('recording');

    await act(() => result.current.stop());
    await reading;
    expect(result.current.liveStream()).toBeNull();
    const samples = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    expect(samples).toBe(1_600); // 100 ms at 16 kHz: the whole recording
    const wav = new Int16Array(await result.current.recording!.wav.arrayBuffer(), 44);
    expect(Int16Array.from(chunks.flatMap((chunk) => [...chunk]))).toEqual(wav);
  });
});
