import { describe, expect, it } from 'vitest';
import { encodeWavPcm16 } from '../../src/lib/rules/wav';
import { buildWav, silentWav, toneWav } from '../../tests/support/wav-builder';
import { AudioError, parseWav, rmsDbfs, segments } from './wav';

const problemOf = (bytes: Uint8Array) => {
  try {
    parseWav(bytes);
    return null;
  } catch (error) {
    return error instanceof AudioError ? error.code : 'other';
  }
};

describe('parseWav', () => {
  it('reads a mono 16-bit tone', () => {
    const audio = parseWav(toneWav(0.5));
    expect(audio).toMatchObject({ sampleRate: 16000, channels: 1 });
    expect(audio.samples.length).toBe(8000);
  });

  it('averages stereo to mono', () => {
    const audio = parseWav(
      buildWav([{ seconds: 0.25, frequency: 440 }], { sampleRate: 44100, channels: 2 }),
    );
    expect(audio).toMatchObject({ sampleRate: 44100, channels: 2 });
    expect(audio.samples.length).toBe(11025);
  });

  const header = toneWav(0.1);
  const notPcm = header.slice();
  new DataView(notPcm.buffer).setUint16(20, 3, true);
  const eightBit = header.slice();
  new DataView(eightBit.buffer).setUint16(34, 8, true);
  const noRate = header.slice();
  new DataView(noRate.buffer).setUint32(24, 0, true);
  // Left and right cancel out when mixed, but the microphone did hear something.
  const opposite = new Uint8Array(encodeWavPcm16([new Int16Array([900, -900, -50, 50])], 8000, 2));

  it.each([
    ['no bytes', new Uint8Array(0), 'empty-audio'],
    ['a header without samples', buildWav([]), 'empty-audio'],
    ['only zero samples', silentWav(), 'silent-audio'],
    ['zero samples in stereo', buildWav([{ seconds: 0.5 }], { channels: 2 }), 'silent-audio'],
    ['not RIFF', new TextEncoder().encode('hello, this is not audio at all'), 'not-wav'],
    ['float samples', notPcm, 'not-wav'],
    ['8-bit samples', eightBit, 'not-wav'],
    ['a cut header', header.slice(0, 20), 'not-wav'],
    ['a sample rate of 0', noRate, 'not-wav'],
    ['channels that cancel out', opposite, null],
    ['a tone', toneWav(), null],
    ['a tone after silence', buildWav([{ seconds: 0.5 }, { seconds: 0.01, frequency: 440 }]), null],
  ])('%s → %s', (_name, bytes, expected) => {
    expect(problemOf(bytes)).toBe(expected);
  });
});

describe('rmsDbfs and segments', () => {
  it.each([
    ['a sine at half scale', 0.5, -9.03],
    ['a sine at full scale', 1, -3.01],
    ['a quiet sine', 0.01, -43.01],
  ])('%s is about %s dBFS', (_name, amplitude, expected) => {
    const audio = parseWav(buildWav([{ seconds: 1, frequency: 400, amplitude }]));
    expect(rmsDbfs(audio.samples)).toBeCloseTo(expected, 1);
  });

  it('cuts audio into equal consecutive parts', () => {
    const parts = segments(new Float64Array(10), 3);
    expect(parts.map((p) => p.length)).toEqual([3, 3, 4]);
  });

  it('reads digital silence as -Infinity', () => {
    expect(rmsDbfs(new Float64Array(4))).toBe(-Infinity);
  });
});
