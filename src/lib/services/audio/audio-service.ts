// The app's one audio player: the learner's accent and speed, one sound at a time, exercise files
// preloaded one after another and cached as bytes, the audio context woken before each sound (iOS
// suspends and "interrupts" it) and put to rest when nothing has played for a while, and a Web
// Audio fallback when the media element cannot play a file.

export type AudioSource = { url: string; britishUrl: string | null };
/** accent: 0 US, 1 British, 2 Australian (played from the US url); speed: percent, 50 to 125. */
type AudioSettings = { accent: number; speed: number };
export type AudioState = { playing: string | null; error: boolean };

export interface AudioService {
  configure(settings: AudioSettings): void;
  /** Plays one source (stopping whatever plays); resolves when it ends, is stopped, or failed (never rejects). slow: 75 % of normal. */
  play(source: AudioSource, options?: { slow?: boolean }): Promise<void>;
  stop(): void;
  /** Fetches these files one after another (never in parallel), caching their bytes; a file already cached or in flight is not fetched again. */
  preload(sources: AudioSource[]): void;
  getState(): AudioState;
  subscribe(listener: () => void): () => void;
}

type Listen = {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
};

/** The part of HTMLAudioElement the service uses. */
export type AudioElementLike = Listen & {
  src: string;
  playbackRate: number;
  defaultPlaybackRate: number;
  preservesPitch: boolean;
  play(): Promise<void>;
  pause(): void;
};

/** The part of AudioContext the service uses; Safari adds the state 'interrupted'. */
type AudioContextLike = {
  readonly state: string;
  readonly destination: unknown;
  resume(): Promise<void>;
  suspend(): Promise<void>;
  decodeAudioData(data: ArrayBuffer): Promise<unknown>;
  createBufferSource(): Listen & {
    buffer: unknown;
    readonly playbackRate: { value: number };
    connect(destination: never): unknown;
    start(): void;
    stop(): void;
  };
};

export type AudioPlatform = {
  fetch: (url: string) => Promise<Response>;
  createAudioContext: () => AudioContextLike;
  createAudio: () => AudioElementLike;
  createObjectURL: (blob: Blob) => string;
  revokeObjectURL: (url: string) => void;
  /** Where visibilitychange and the first user gesture are heard. */
  document: Listen & { readonly visibilityState: string };
};

/** The slow replay plays at 75 % of the learner's speed (0.75 at 100 %, 0.375 at 50 %). */
const SLOW_FACTOR = 0.75;
const MIN_SPEED = 50;
const MAX_SPEED = 125;
/** Cached files kept (least recently used dropped first). */
const CACHE_LIMIT = 100;
const GESTURES = ['pointerdown', 'keydown', 'touchend'];
/** Safari may leave resume() pending until a gesture: playback goes on after this long. */
const RESUME_WAIT_MS = 500;
/**
 * A running context renders silence without end: the browser's audio thread and service wake
 * every few milliseconds (about 4 % of a server core in headless Chromium, the whole time the app
 * is open after the first tap; docs/performance.md). After this long with nothing playing it is
 * suspended, and woken again before the next sound (a few milliseconds; on iOS too, once a tap has
 * started it: WebKit lifts its gesture rule for that context at its first start). Howler.js does
 * the same after 30 s.
 */
const IDLE_SUSPEND_MS = 3_000;

/** The browser's audio, or null where there is no Web Audio (jsdom, old browsers): no sound. */
function browserPlatform(): AudioPlatform | null {
  if (typeof window === 'undefined') return null;
  const Context =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return null;
  return {
    fetch: (url) => window.fetch(url),
    createAudioContext: () => new Context() as unknown as AudioContextLike,
    createAudio: () => new Audio(),
    createObjectURL: (blob) => URL.createObjectURL(blob),
    revokeObjectURL: (url) => URL.revokeObjectURL(url),
    document,
  };
}

type Cached = { blob: Blob; objectUrl: string | null };
type Playback = { cancelled: boolean; halt: () => void };

const IDLE: AudioState = { playing: null, error: false };

/** Plays nothing: the service where the platform has no Web Audio. */
const silentService: AudioService = {
  configure: () => undefined,
  play: () => Promise.resolve(),
  stop: () => undefined,
  preload: () => undefined,
  getState: () => IDLE,
  subscribe: () => () => undefined,
};

export function createAudioService(
  platform: AudioPlatform | null = browserPlatform(),
): AudioService {
  return platform ? createPlayer(platform) : silentService;
}

function createPlayer(platform: AudioPlatform): AudioService {
  let settings: AudioSettings = { accent: 0, speed: 100 };
  let state = IDLE;
  const listeners = new Set<() => void>();
  const cache = new Map<string, Cached>();
  const inFlight = new Map<string, Promise<Blob | null>>();
  const toPreload: string[] = [];
  let preloading = false;
  let context: AudioContextLike | null = null;
  let element: AudioElementLike | null = null;
  let current: Playback | null = null;
  let restTimer: ReturnType<typeof setTimeout> | null = null;

  function setState(next: AudioState): void {
    if (next.playing === state.playing && next.error === state.error) return;
    state = next;
    listeners.forEach((listener) => listener());
  }

  const urlOf = (source: AudioSource) =>
    settings.accent === 1 && source.britishUrl ? source.britishUrl : source.url;

  function cached(url: string): Cached | undefined {
    const entry = cache.get(url);
    if (entry) {
      cache.delete(url);
      cache.set(url, entry);
    }
    return entry;
  }

  function remember(url: string, blob: Blob): void {
    cache.set(url, { blob, objectUrl: null });
    for (const [oldUrl, entry] of cache) {
      if (cache.size <= CACHE_LIMIT) break;
      if (entry.objectUrl) platform.revokeObjectURL(entry.objectUrl);
      cache.delete(oldUrl);
    }
  }

  /** The file's bytes, from the cache or one fetch shared by everyone asking; null when it failed. */
  function load(url: string): Promise<Blob | null> {
    const entry = cached(url);
    if (entry) return Promise.resolve(entry.blob);
    let request = inFlight.get(url);
    if (!request) {
      request = platform
        .fetch(url)
        .then((response) => (response.ok ? response.blob() : null))
        .catch(() => null)
        .then((blob) => {
          inFlight.delete(url);
          if (blob) remember(url, blob);
          return blob;
        });
      inFlight.set(url, request);
    }
    return request;
  }

  async function runPreloads(): Promise<void> {
    if (preloading) return;
    preloading = true;
    for (let url = toPreload.shift(); url !== undefined; url = toPreload.shift()) await load(url);
    preloading = false;
  }

  /** Suspends the context once nothing has played for IDLE_SUSPEND_MS (the timer starts again). */
  function restLater(): void {
    if (restTimer !== null) clearTimeout(restTimer);
    restTimer = setTimeout(() => {
      restTimer = null;
      if (current || context?.state !== 'running') return;
      context.suspend().catch(() => undefined);
    }, IDLE_SUSPEND_MS);
  }

  /** The audio context, created on first use (again after it was closed) and resumed. */
  async function wakeContext(): Promise<AudioContextLike | null> {
    if (restTimer !== null) clearTimeout(restTimer);
    restTimer = null;
    try {
      if (!context || context.state === 'closed') context = platform.createAudioContext();
      if (context.state === 'suspended' || context.state === 'interrupted') {
        await Promise.race([
          context.resume(),
          new Promise((resolve) => setTimeout(resolve, RESUME_WAIT_MS)),
        ]);
      }
    } catch {
      // No context, or it may not run yet (no user gesture): the media element may still play.
    }
    if (!current) restLater();
    return context;
  }

  /** The element's src: the cached bytes (waiting for a fetch under way), else the url. */
  async function elementSource(url: string): Promise<string> {
    const blob = cached(url)?.blob ?? (await inFlight.get(url));
    const entry = blob ? cache.get(url) : undefined;
    if (!entry) return url;
    entry.objectUrl ??= platform.createObjectURL(entry.blob);
    return entry.objectUrl;
  }

  /** Plays on the media element with the pitch kept; true when it ended or was stopped. */
  function playOnElement(src: string, rate: number, playback: Playback): Promise<boolean> {
    const audio = (element ??= platform.createAudio());
    return new Promise((resolve) => {
      const finish = (ok: boolean) => {
        audio.removeEventListener('ended', onEnded);
        audio.removeEventListener('error', onError);
        resolve(ok);
      };
      const onEnded = () => finish(true);
      const onError = () => finish(false);
      playback.halt = () => {
        audio.pause();
        finish(true);
      };
      audio.addEventListener('ended', onEnded);
      audio.addEventListener('error', onError);
      audio.src = src;
      // Loading a src resets playbackRate to defaultPlaybackRate: both are set after it.
      audio.defaultPlaybackRate = rate;
      audio.playbackRate = rate;
      audio.preservesPitch = true;
      audio.play().catch(() => finish(false));
    });
  }

  /** The fallback: decodes the bytes with Web Audio and plays them (the pitch follows the rate). */
  async function playDecoded(url: string, rate: number, playback: Playback): Promise<boolean> {
    try {
      const audioContext = await wakeContext();
      const blob = await load(url);
      if (!audioContext || audioContext.state !== 'running' || !blob) return false;
      const buffer = await audioContext.decodeAudioData(await blob.arrayBuffer());
      if (playback.cancelled) return true;
      const node = audioContext.createBufferSource();
      node.buffer = buffer;
      node.playbackRate.value = rate;
      node.connect(audioContext.destination as never);
      return await new Promise((resolve) => {
        playback.halt = () => {
          node.stop();
          resolve(true);
        };
        node.addEventListener('ended', () => resolve(true));
        node.start();
      });
    } catch {
      return false;
    }
  }

  function stop(): void {
    if (!current) return;
    current.cancelled = true;
    current.halt();
    current = null;
    restLater();
    setState({ playing: null, error: false });
  }

  async function play(source: AudioSource, options: { slow?: boolean } = {}): Promise<void> {
    stop();
    const url = urlOf(source);
    const rate = (settings.speed / 100) * (options.slow ? SLOW_FACTOR : 1);
    const playback: Playback = { cancelled: false, halt: () => undefined };
    current = playback;
    setState({ playing: url, error: false });
    await wakeContext();
    const src = await elementSource(url);
    if (playback.cancelled) return;
    const ok =
      (await playOnElement(src, rate, playback)) ||
      (!playback.cancelled && (await playDecoded(url, rate, playback)));
    if (playback.cancelled) return;
    current = null;
    restLater();
    setState({ playing: null, error: !ok });
  }

  const { document: page } = platform;
  // Browsers start an audio context only within a user gesture: the first one wakes it.
  const unlock = () => {
    void wakeContext().then((audioContext) => {
      if (audioContext?.state !== 'running') return;
      GESTURES.forEach((type) => page.removeEventListener(type, unlock));
    });
  };
  GESTURES.forEach((type) => page.addEventListener(type, unlock));
  page.addEventListener('visibilitychange', () => {
    if (page.visibilityState === 'visible' && context) void wakeContext();
  });

  return {
    configure(next) {
      const speed = Number.isFinite(next.speed) ? next.speed : 100;
      settings = { accent: next.accent, speed: Math.min(MAX_SPEED, Math.max(MIN_SPEED, speed)) };
    },
    play,
    stop,
    preload(sources) {
      for (const url of sources.map(urlOf)) {
        if (!cache.has(url) && !inFlight.has(url) && !toPreload.includes(url)) toPreload.push(url);
      }
      void runPreloads();
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let shared: AudioService | null = null;
const sharedService = () => (shared ??= createAudioService());

/** The app's audio service, created on first use. */
export const audioService: AudioService = {
  configure: (settings) => sharedService().configure(settings),
  play: (source, options) => sharedService().play(source, options),
  stop: () => sharedService().stop(),
  preload: (sources) => sharedService().preload(sources),
  getState: () => sharedService().getState(),
  subscribe: (listener) => sharedService().subscribe(listener),
};
