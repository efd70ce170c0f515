// The parts of the browser the recorder uses (getUserMedia, an audio context, the capture
// worklet), behind small types so tests can stand in for them, as audio-service.ts does.

export type MediaStreamLike = { getTracks(): { stop(): void }[] };

/** What the capture worklet (capture-worklet.js) posts: a block of samples with its level, or the answer to 'flush'. */
export type CaptureMessage =
  { type: 'block'; channels: Float32Array[]; peak: number; rms: number } | { type: 'flushed' };

export type CaptureNodeLike = {
  readonly port: {
    onmessage: ((event: { data: CaptureMessage }) => void) | null;
    postMessage(message: 'flush'): void;
  };
  connect(destination: never): unknown;
  disconnect(): void;
};

export type CaptureContextLike = {
  readonly sampleRate: number;
  readonly destination: unknown;
  readonly audioWorklet: { addModule(url: string): Promise<void> };
  createMediaStreamSource(stream: never): { connect(node: never): unknown; disconnect(): void };
  resume(): Promise<void>;
  close(): Promise<void>;
};

export type CapturePlatform = {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStreamLike>;
  createAudioContext(): CaptureContextLike;
  createCaptureNode(context: CaptureContextLike, options: AudioWorkletNodeOptions): CaptureNodeLike;
  /** Where the capture worklet's module is served. */
  workletUrl: string;
};

/** The name capture-worklet.js registers its processor under. */
const CAPTURE_PROCESSOR = 'capture-processor';

/**
 * The worklet as a file of its own, hashed by the build and never inlined as a data: URL
 * (`no-inline`), so the page's Content-Security-Policy needs no blob: or data: script source.
 */
const WORKLET_URL = new URL('./capture-worklet.js?no-inline', import.meta.url).href;

/**
 * The browser's microphone and Web Audio, or null where recording cannot work: no getUserMedia
 * (old browsers, and pages not served over https or from localhost) or no AudioWorklet.
 */
export function browserCapturePlatform(): CapturePlatform | null {
  if (typeof window === 'undefined') return null;
  const Context =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  const WorkletNode = window.AudioWorkletNode;
  const devices = window.navigator.mediaDevices;
  if (!Context || !WorkletNode || typeof devices?.getUserMedia !== 'function') return null;
  return {
    getUserMedia: (constraints) => devices.getUserMedia(constraints),
    createAudioContext: () =>
      new Context({ latencyHint: 'interactive' }) as unknown as CaptureContextLike,
    createCaptureNode: (context, options) =>
      new WorkletNode(
        context as unknown as BaseAudioContext,
        CAPTURE_PROCESSOR,
        options,
      ) as unknown as CaptureNodeLike,
    workletUrl: WORKLET_URL,
  };
}
