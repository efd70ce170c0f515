import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  createAudioService,
  type AudioElementLike,
  type AudioPlatform,
  type AudioSource,
} from './audio-service';
import { useAudioState } from './use-audio-state';

class FakeAudio extends EventTarget implements AudioElementLike {
  src = '';
  playbackRate = 1;
  defaultPlaybackRate = 1;
  preservesPitch = false;
  fail = false;
  plays: { src: string; rate: number; pitch: boolean }[] = [];
  pause = vi.fn();
  play(): Promise<void> {
    this.plays.push({ src: this.src, rate: this.playbackRate, pitch: this.preservesPitch });
    return this.fail ? Promise.reject(new Error('NotSupportedError')) : Promise.resolve();
  }
  end() {
    this.dispatchEvent(new Event('ended'));
  }
}

class FakeSourceNode extends EventTarget {
  buffer: unknown = null;
  playbackRate = { value: 1 };
  connect = vi.fn();
  start = vi.fn();
  stop = vi.fn(() => this.dispatchEvent(new Event('ended')));
}

class FakeContext {
  state = 'suspended';
  destination = {};
  failDecode = false;
  sources: FakeSourceNode[] = [];
  resume = vi.fn(async () => {
    this.state = 'running';
  });
  suspend = vi.fn(async () => {
    this.state = 'suspended';
  });
  decodeAudioData = vi.fn(async (data: ArrayBuffer) => {
    if (this.failDecode) throw new Error('EncodingError');
    return { length: data.byteLength };
  });
  createBufferSource() {
    const node = new FakeSourceNode();
    this.sources.push(node);
    return node;
  }
}

function fakePlatform() {
  const audio = new FakeAudio();
  const contexts: FakeContext[] = [];
  const fetches: { url: string; respond: (ok?: boolean) => void }[] = [];
  const page = new EventTarget() as EventTarget & { visibilityState: string };
  page.visibilityState = 'visible';
  const platform: AudioPlatform = {
    fetch: (url) =>
      new Promise((resolve) => {
        const respond = (ok = true) =>
          resolve(new Response(ok ? `bytes of ${url}` : 'missing', { status: ok ? 200 : 404 }));
        fetches.push({ url, respond });
      }),
    createAudioContext: () => {
      const context = new FakeContext();
      contexts.push(context);
      return context;
    },
    createAudio: () => audio,
    createObjectURL: vi.fn(() => `blob:${Math.random()}`),
    revokeObjectURL: vi.fn(),
    document: page,
  };
  return { platform, audio, contexts, fetches, page };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const hello: AudioSource = { url: 'us/hello.mp3', britishUrl: 'uk/hello.mp3' };
const bye: AudioSource = { url: 'us/bye.mp3', britishUrl: null };

describe('audio service', () => {
  it('picks the British file for accent 1 when there is one, else the US file', async () => {
    const { platform, audio } = fakePlatform();
    const service = createAudioService(platform);
    const played = async (accent: number, source: AudioSource) => {
      service.configure({ accent, speed: 100 });
      void service.play(source);
      await flush();
      return audio.plays.at(-1)?.src;
    };
    expect(await played(1, hello)).toBe('uk/hello.mp3');
    expect(await played(1, bye)).toBe('us/bye.mp3');
    expect(await played(0, hello)).toBe('us/hello.mp3');
    expect(await played(2, hello)).toBe('us/hello.mp3');
  });

  it('plays at the learner speed with the pitch kept, the slow replay at 75 % of it', async () => {
    const { platform, audio } = fakePlatform();
    const service = createAudioService(platform);
    const rate = async (speed: number, slow: boolean) => {
      service.configure({ accent: 0, speed });
      void service.play(hello, { slow });
      await flush();
      return audio.plays.at(-1);
    };
    expect(await rate(125, false)).toEqual({ src: 'us/hello.mp3', rate: 1.25, pitch: true });
    expect((await rate(100, true))?.rate).toBe(0.75);
    expect((await rate(50, true))?.rate).toBe(0.375);
    expect((await rate(200, false))?.rate).toBe(1.25);
  });

  it('resumes a suspended or interrupted context before playing', async () => {
    const { platform, audio, contexts } = fakePlatform();
    const order: string[] = [];
    const createContext = platform.createAudioContext;
    platform.createAudioContext = () => {
      const context = createContext() as FakeContext;
      context.resume.mockImplementation(async () => {
        order.push(`resume ${context.state}`);
        context.state = 'running';
      });
      return context;
    };
    vi.spyOn(audio, 'play').mockImplementation(async () => void order.push('play'));
    const service = createAudioService(platform);
    void service.play(hello);
    await flush();
    contexts[0]!.state = 'interrupted';
    void service.play(hello);
    await flush();
    expect(order).toEqual(['resume suspended', 'play', 'resume interrupted', 'play']);
  });

  it('plays anyway when resuming the context hangs', async () => {
    vi.useFakeTimers();
    try {
      const { platform, audio, contexts } = fakePlatform();
      const service = createAudioService(platform);
      const createContext = platform.createAudioContext;
      platform.createAudioContext = () => {
        const context = createContext() as FakeContext;
        context.resume.mockReturnValue(new Promise(() => {}));
        return context;
      };
      void service.play(hello);
      await vi.advanceTimersByTimeAsync(499);
      expect(audio.plays).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(audio.plays).toHaveLength(1);
      expect(contexts[0]!.state).toBe('suspended');
    } finally {
      vi.useRealTimers();
    }
  });

  it('resolves when the sound ends and stops the previous one when another plays', async () => {
    const { platform, audio } = fakePlatform();
    const service = createAudioService(platform);
    const first = vi.fn();
    void service.play(hello).then(first);
    await flush();
    expect(service.getState()).toEqual({ playing: 'us/hello.mp3', error: false });

    const second = service.play(bye);
    await flush();
    expect(first).toHaveBeenCalledOnce();
    expect(audio.pause).toHaveBeenCalled();
    expect(service.getState().playing).toBe('us/bye.mp3');

    audio.end();
    await second;
    expect(service.getState()).toEqual({ playing: null, error: false });
  });

  it('stop ends the sound and resolves its play', async () => {
    const { platform, audio } = fakePlatform();
    const service = createAudioService(platform);
    const listener = vi.fn();
    service.subscribe(listener);
    const playing = service.play(hello);
    await flush();
    service.stop();
    await playing;
    expect(audio.pause).toHaveBeenCalledOnce();
    expect(service.getState().playing).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('preloads one file after another and fetches none twice', async () => {
    const { platform, fetches } = fakePlatform();
    const service = createAudioService(platform);
    service.preload([hello, bye, hello]);
    await flush();
    expect(fetches.map((f) => f.url)).toEqual(['us/hello.mp3']);
    service.preload([hello]);
    await flush();
    expect(fetches).toHaveLength(1);

    fetches[0]!.respond();
    await flush();
    expect(fetches.map((f) => f.url)).toEqual(['us/hello.mp3', 'us/bye.mp3']);
    service.preload([hello, bye]);
    fetches[1]!.respond();
    await flush();
    service.preload([hello, bye]);
    await flush();
    expect(fetches).toHaveLength(2);
  });

  it('fetches a failed file again on the next preload', async () => {
    const { platform, fetches } = fakePlatform();
    const service = createAudioService(platform);
    service.preload([hello]);
    fetches[0]!.respond(false);
    await flush();
    service.preload([hello]);
    await flush();
    expect(fetches).toHaveLength(2);
  });

  it('plays a cached file from its bytes, and one not cached from its url', async () => {
    const { platform, audio, fetches } = fakePlatform();
    const service = createAudioService(platform);
    service.preload([hello]);
    fetches[0]!.respond();
    await flush();
    void service.play(hello);
    await flush();
    void service.play(hello, { slow: true });
    await flush();
    void service.play(bye);
    await flush();
    const [first, again, other] = audio.plays;
    expect(first?.src).toMatch(/^blob:/);
    expect(again?.src).toBe(first?.src);
    expect(platform.createObjectURL).toHaveBeenCalledOnce();
    expect(other?.src).toBe('us/bye.mp3');
    expect(fetches).toHaveLength(1);
  });

  it('refreshes the context when the page becomes visible again', async () => {
    const { platform, audio, contexts, page } = fakePlatform();
    const service = createAudioService(platform);
    page.dispatchEvent(new Event('visibilitychange'));
    expect(contexts).toHaveLength(0);

    void service.play(hello);
    await flush();
    audio.end();
    contexts[0]!.state = 'suspended';
    page.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(contexts[0]!.resume).toHaveBeenCalledTimes(2);

    contexts[0]!.state = 'closed';
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(contexts).toHaveLength(1);
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(contexts).toHaveLength(2);
    expect(contexts[1]!.state).toBe('running');
  });

  it('wakes the context on the first user gesture', async () => {
    const { platform, contexts, page } = fakePlatform();
    createAudioService(platform);
    page.dispatchEvent(new Event('pointerdown'));
    await flush();
    expect(contexts).toHaveLength(1);
    expect(contexts[0]!.state).toBe('running');
    page.dispatchEvent(new Event('keydown'));
    await flush();
    expect(contexts[0]!.resume).toHaveBeenCalledOnce();
  });

  it('suspends the context after 3 s with nothing playing, and wakes it before the next sound', async () => {
    vi.useFakeTimers();
    try {
      const { platform, audio, contexts, page } = fakePlatform();
      const service = createAudioService(platform);
      page.dispatchEvent(new Event('pointerdown'));
      await vi.advanceTimersByTimeAsync(2_999);
      const context = contexts[0]!;
      expect(context.state).toBe('running');
      await vi.advanceTimersByTimeAsync(1);
      expect(context.suspend).toHaveBeenCalledOnce();
      expect(context.state).toBe('suspended');

      // A sound wakes it first, and it stays awake while the sound plays, however long.
      const order: string[] = [];
      context.resume.mockImplementation(async () => {
        order.push('resume');
        context.state = 'running';
      });
      vi.spyOn(audio, 'play').mockImplementation(async () => void order.push('play'));
      const playing = service.play(hello);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(order).toEqual(['resume', 'play']);
      expect(context.state).toBe('running');
      expect(context.suspend).toHaveBeenCalledOnce();

      // Three seconds after it ended, it rests again; a sound before that keeps it awake.
      audio.end();
      await playing;
      await vi.advanceTimersByTimeAsync(2_000);
      void service.play(bye);
      await vi.advanceTimersByTimeAsync(0);
      service.stop();
      await vi.advanceTimersByTimeAsync(2_999);
      expect(context.suspend).toHaveBeenCalledOnce();
      await vi.advanceTimersByTimeAsync(1);
      expect(context.suspend).toHaveBeenCalledTimes(2);
      expect(context.state).toBe('suspended');
    } finally {
      vi.useRealTimers();
    }
  });

  it('falls back to decoding with Web Audio once when the element cannot play', async () => {
    const { platform, audio, contexts, fetches } = fakePlatform();
    const service = createAudioService(platform);
    audio.fail = true;
    const playing = service.play(hello, { slow: true });
    await flush();
    fetches[0]!.respond();
    await flush();
    const [node] = contexts[0]!.sources;
    expect(contexts[0]!.decodeAudioData).toHaveBeenCalledOnce();
    expect(node?.playbackRate.value).toBe(0.75);
    expect(node?.start).toHaveBeenCalledOnce();
    node?.dispatchEvent(new Event('ended'));
    await playing;
    expect(service.getState()).toEqual({ playing: null, error: false });
  });

  it('also falls back on an error event of the element', async () => {
    const { platform, audio, contexts, fetches } = fakePlatform();
    const service = createAudioService(platform);
    service.preload([hello]);
    fetches[0]!.respond();
    await flush();
    void service.play(hello);
    await flush();
    audio.dispatchEvent(new Event('error'));
    await flush();
    expect(contexts[0]!.sources).toHaveLength(1);
  });

  it('gives up with an error when the fallback fails too', async () => {
    const { platform, audio, contexts, fetches } = fakePlatform();
    const service = createAudioService(platform);
    audio.fail = true;
    const playing = service.play(hello);
    await flush();
    contexts[0]!.failDecode = true;
    fetches[0]!.respond();
    await playing;
    expect(audio.plays).toHaveLength(1);
    expect(contexts[0]!.decodeAudioData).toHaveBeenCalledOnce();
    expect(service.getState()).toEqual({ playing: null, error: true });

    audio.fail = false;
    void service.play(hello);
    await flush();
    expect(service.getState()).toEqual({ playing: 'us/hello.mp3', error: false });
  });

  it('plays nothing without a platform', async () => {
    const service = createAudioService(null);
    await service.play(hello);
    service.preload([hello]);
    expect(service.getState()).toEqual({ playing: null, error: false });
  });
});

describe('useAudioState', () => {
  it('follows the service state', async () => {
    const { platform, audio } = fakePlatform();
    const service = createAudioService(platform);
    const { result } = renderHook(() => useAudioState(service));
    expect(result.current).toEqual({ playing: null, error: false });
    await act(async () => {
      void service.play(bye);
      await flush();
    });
    expect(result.current.playing).toBe('us/bye.mp3');
    await act(async () => {
      audio.end();
      await flush();
    });
    expect(result.current.playing).toBeNull();
  });
});
