// A stand-in for the microphone and Web Audio of src/lib/services/audio/recorder: getUserMedia that grants
// or refuses, an audio context, and a capture node whose blocks the test sends with speak().
// fakeCapture() gives a platform to pass to createRecorder; installFakeCapture() puts the same
// fakes where the browser's are (jsdom has none), with URL.createObjectURL, for hooks and screens.
import { vi } from 'vitest';
import type {
  CaptureMessage,
  CaptureNodeLike,
  CapturePlatform,
} from '../../src/lib/services/audio/recorder/capture-platform';
import { peakOf, rmsOf } from '../../src/lib/services/audio/recorder/silence';

export type FakeCaptureOptions = {
  /** The audio context's rate (the device's): 48,000 unless said. */
  sampleRate?: number;
  /** getUserMedia fails with a DOMException of this name (NotAllowedError: refused). */
  failWith?: string;
};

class FakeTrack {
  stopped = false;
  stop() {
    this.stopped = true;
  }
}

class FakeNode implements CaptureNodeLike {
  flushes = 0;
  connected = false;
  port = {
    onmessage: null as ((event: { data: CaptureMessage }) => void) | null,
    postMessage: (message: 'flush') => {
      if (message !== 'flush') return;
      this.flushes++;
      queueMicrotask(() => this.port.onmessage?.({ data: { type: 'flushed' } }));
    },
  };
  constructor(readonly options: AudioWorkletNodeOptions) {}
  connect() {
    this.connected = true;
  }
  disconnect() {
    this.connected = false;
  }
}

class FakeContext {
  closed = false;
  destination = {};
  modules: string[] = [];
  audioWorklet = {
    addModule: async (url: string) => {
      this.modules.push(url);
    },
  };
  constructor(readonly sampleRate: number) {}
  createMediaStreamSource() {
    return { connect: () => undefined, disconnect: () => undefined };
  }
  resume = async () => undefined;
  close = async () => {
    this.closed = true;
  };
}

export type FakeCapture = ReturnType<typeof fakeCapture>;

export function fakeCapture(options: FakeCaptureOptions = {}) {
  const tracks: FakeTrack[] = [];
  const contexts: FakeContext[] = [];
  const nodes: FakeNode[] = [];
  const requests: MediaStreamConstraints[] = [];
  let failWith = options.failWith;
  /** Holds getUserMedia's answer until the test lets it go (the prompt left open). */
  let held: Promise<void> | null = null;

  const platform: CapturePlatform = {
    async getUserMedia(constraints) {
      requests.push(constraints);
      if (held) await held;
      if (failWith) throw new DOMException('The microphone was not given', failWith);
      const track = new FakeTrack();
      tracks.push(track);
      return { getTracks: () => [track] };
    },
    createAudioContext() {
      const context = new FakeContext(options.sampleRate ?? 48_000);
      contexts.push(context);
      return context;
    },
    createCaptureNode(_context, nodeOptions) {
      const node = new FakeNode(nodeOptions);
      nodes.push(node);
      return node;
    },
    workletUrl: '/assets/capture-worklet.js',
  };

  return {
    platform,
    requests,
    contexts,
    nodes,
    /** Sends a block as the worklet does (one Float32Array per channel, with its level). */
    speak(...channels: Float32Array[]) {
      const node = nodes.at(-1);
      if (!node?.port.onmessage) throw new Error('Nothing is recording');
      const all = Float32Array.from(channels.flatMap((channel) => [...channel]));
      node.port.onmessage({
        data: { type: 'block', channels, peak: peakOf(all), rms: rmsOf(all) },
      });
    },
    /** True while a track given out has not been stopped (the browser's recording indicator). */
    microphoneOpen: () => tracks.some((track) => !track.stopped),
    refuse(name = 'NotAllowedError') {
      failWith = name;
    },
    /** Leaves the permission prompt open until the returned function is called. */
    holdPrompt(): () => void {
      let release = () => undefined as void;
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
  };
}

/**
 * Puts the fakes in the browser's place: AudioContext, AudioWorkletNode, navigator.mediaDevices
 * and URL.createObjectURL / revokeObjectURL (jsdom has none of them). Undo with the returned
 * capture's restore() (vi.unstubAllGlobals and the media devices put back).
 */
export function installFakeCapture(options: FakeCaptureOptions = {}) {
  const capture = fakeCapture(options);
  const { platform } = capture;
  vi.stubGlobal('AudioContext', function AudioContext() {
    return platform.createAudioContext();
  });
  vi.stubGlobal(
    'AudioWorkletNode',
    function AudioWorkletNode(context: never, _name: string, nodeOptions: AudioWorkletNodeOptions) {
      return platform.createCaptureNode(context, nodeOptions);
    },
  );
  const before = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: platform.getUserMedia },
  });
  let next = 0;
  const urls = { created: [] as string[], revoked: [] as string[] };
  const createObjectURL = vi.fn(() => {
    const url = `blob:fake-recording-${++next}`;
    urls.created.push(url);
    return url;
  });
  const revokeObjectURL = vi.fn((url: string) => void urls.revoked.push(url));
  const { createObjectURL: createBefore, revokeObjectURL: revokeBefore } = URL;
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;

  return {
    ...capture,
    urls,
    restore() {
      vi.unstubAllGlobals();
      if (before) Object.defineProperty(navigator, 'mediaDevices', before);
      else delete (navigator as { mediaDevices?: unknown }).mediaDevices;
      URL.createObjectURL = createBefore;
      URL.revokeObjectURL = revokeBefore;
    },
  };
}
