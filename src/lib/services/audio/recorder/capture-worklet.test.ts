import { afterAll, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { peakOf, rmsOf } from './silence';

// capture-worklet.js runs in the AudioWorkletGlobalScope: here its base class and registerProcessor
// are stood in for, and the processor is driven as the audio thread would drive it.

type Posted = { type: string; channels?: Float32Array[]; peak?: number; rms?: number };
type Port = {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage: Mock<(message: Posted, transfer?: ArrayBuffer[]) => void>;
};
type Processor = { port: Port; process(inputs: Float32Array[][]): boolean };

const registered = new Map<string, new () => Processor>();

beforeAll(async () => {
  vi.stubGlobal(
    'AudioWorkletProcessor',
    class {
      port = { onmessage: null, postMessage: vi.fn() };
    },
  );
  vi.stubGlobal('registerProcessor', (name: string, processor: new () => Processor) =>
    registered.set(name, processor),
  );
  const file = new URL('./capture-worklet.js', import.meta.url).href;
  await import(/* @vite-ignore */ file);
});
afterAll(() => vi.unstubAllGlobals());

function processor() {
  const Processor = registered.get('capture-processor');
  if (!Processor) throw new Error('capture-processor is not registered');
  const instance = new Processor();
  const posted = () => instance.port.postMessage.mock.calls;
  return { instance, posted };
}

/** One render quantum of 128 frames per channel, counting on from `start`. */
const quantum = (start: number, channels = 1) =>
  Array.from({ length: channels }, (_, channel) =>
    Float32Array.from({ length: 128 }, (_, i) => (((start + i) % 200) - 100) / (100 + channel)),
  );

describe('capture worklet', () => {
  it('posts blocks of 2048 frames with their peak and RMS, moving the buffers', () => {
    const { instance, posted } = processor();
    const sent: Float32Array[] = [];
    for (let index = 0; index < 17; index++) {
      const input = quantum(index * 128);
      sent.push(input[0] as Float32Array);
      expect(instance.process([input])).toBe(true);
    }

    expect(posted()).toHaveLength(1);
    const [message, transfer] = posted()[0] ?? [];
    const block = message?.channels?.[0] as Float32Array;
    expect(block).toHaveLength(2048);
    expect([...block]).toEqual(sent.slice(0, 16).flatMap((samples) => [...samples]));
    expect(message).toMatchObject({ type: 'block', peak: peakOf(block) });
    expect(message?.rms).toBeCloseTo(rmsOf(block), 6);
    expect(transfer).toEqual([block.buffer]);
  });

  it('on "flush" posts what it holds, then answers flushed', () => {
    const { instance, posted } = processor();
    instance.process([quantum(0, 2)]);
    instance.process([quantum(128, 2)]);

    instance.port.onmessage?.({ data: 'flush' });

    expect(posted().map(([message]) => message.type)).toEqual(['block', 'flushed']);
    const channels = posted()[0]?.[0].channels ?? [];
    expect(channels.map((channel) => channel.length)).toEqual([256, 256]);
    expect(channels[1]?.[0]).toBeCloseTo(-100 / 101);
    instance.port.onmessage?.({ data: 'flush' });
    expect(posted().map(([message]) => message.type)).toEqual(['block', 'flushed', 'flushed']);
  });

  it('keeps nothing while the input has no channels (the source not connected)', () => {
    const { instance, posted } = processor();
    expect(instance.process([[]])).toBe(true);
    expect(instance.process([])).toBe(true);
    instance.port.onmessage?.({ data: 'flush' });
    expect(posted().map(([message]) => message.type)).toEqual(['flushed']);
  });
});
