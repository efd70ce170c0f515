import { describe, expect, it } from 'vitest';
import { buildWav, toneWav } from '../../tests/support/wav-builder';
import {
  evaluatePhones,
  isPronunciationCorrect,
  loudnessScore,
  recognise,
  recognisePartial,
} from './pronunciation';
import { parseWav } from './wav';

const tone = (amplitude: number) =>
  parseWav(buildWav([{ seconds: 0.2, frequency: 440, amplitude }])).samples;

describe('loudnessScore', () => {
  it.each([
    ['a loud tone', 0.5, 1],
    ['a tone at -12 dBFS', 0.3548, 1],
    ['a tone at -31 dBFS', 0.0399, 0.5],
    ['a faint tone', 0.006, 0.07],
    ['near silence', 0.0001, 0],
  ])('%s (amplitude %s) scores %s', (_name, amplitude, score) => {
    expect(loudnessScore(tone(amplitude))).toBeCloseTo(score, 2);
  });
});

describe('evaluatePhones', () => {
  it('scores every phoneme of the transcription, the same way every time', () => {
    const audio = parseWav(toneWav());
    const phones = evaluatePhones(audio, 'cat');
    expect(phones).toEqual([
      ['k', 1],
      ['æ', 1],
      ['t', 1],
    ]);
    expect(evaluatePhones(audio, 'cat')).toEqual(phones);
  });

  it('scores the quiet end of a recording low', () => {
    const audio = parseWav(
      buildWav([
        { seconds: 0.5, frequency: 300, amplitude: 0.5 },
        { seconds: 0.5, frequency: 300, amplitude: 0.001 },
      ]),
    );
    // Three parts of a third each: loud, half loud (still loud on average), quiet.
    expect(evaluatePhones(audio, 'pen').map(([, score]) => score > 0.5)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('gives no phones for a transcription without letters', () => {
    expect(evaluatePhones(parseWav(toneWav()), '123')).toEqual([]);
  });
});

describe('recognise', () => {
  it.each([
    [
      'a tone hears every word',
      [{ seconds: 1, frequency: 440 }],
      'I like apples',
      'I like apples',
      'I like apples.',
      'i like apples',
      100,
    ],
    [
      'keeps the final punctuation',
      [{ seconds: 1, frequency: 440 }],
      'Where are you from?',
      'Where are you from?',
      'Where are you from?',
      'where are you from',
      100,
    ],
    [
      'a quiet second half loses the last words',
      [
        { seconds: 0.5, frequency: 440 },
        { seconds: 0.5, frequency: 440, amplitude: 0.0005 },
      ],
      'how are you today',
      'how are',
      'How are.',
      'how are',
      50,
    ],
    [
      'nothing audible hears nothing',
      [{ seconds: 1, frequency: 440, amplitude: 0.0005 }],
      'hello',
      '',
      '',
      '',
      0,
    ],
  ])('%s', (_name, parts, expected, text, displayText, lexical, pronScore) => {
    expect(recognise(parseWav(buildWav(parts)), expected)).toEqual({
      text,
      displayText,
      lexical,
      pronScore,
    });
  });
});

describe('isPronunciationCorrect', () => {
  const phones = (...marks: boolean[]) => marks.map((isCorrect) => ({ isCorrect }));
  it.each([
    ['every phone right', phones(true, true, true), 3, true],
    ['one phone wrong', phones(true, false, true), 3, true],
    ['two phones wrong', phones(false, true, false), 3, false],
    ['fewer phones than expected', phones(true, true), 3, false],
    ['more phones than expected', phones(true, true, true, true), 3, true],
    ['no phones', phones(), 0, false],
  ])('%s → %s', (_name, evaluation, expected, correct) => {
    expect(isPronunciationCorrect(evaluation, expected)).toBe(correct);
  });
});

describe('recognisePartial', () => {
  const audioOf = (parts: Parameters<typeof buildWav>[0]) => parseWav(buildWav(parts));

  it('hears at most one word per 300 ms of audio so far', () => {
    const text = 'Nice to meet you.';
    const loud = (seconds: number) => audioOf([{ seconds, frequency: 440, amplitude: 0.5 }]);
    expect(recognisePartial(loud(0.1), text)).toBe('Nice');
    expect(recognisePartial(loud(0.6), text)).toBe('Nice to');
    expect(recognisePartial(loud(0.9), text)).toBe('Nice to meet');
    expect(recognisePartial(loud(3), text)).toBe('Nice to meet you.');
    expect(recognisePartial(loud(3), text)).toBe(recognise(loud(3), text).text);
  });

  it('hears nothing of quiet audio', () => {
    expect(
      recognisePartial(audioOf([{ seconds: 1, frequency: 440, amplitude: 0.001 }]), 'Hi there'),
    ).toBe('');
  });
});
