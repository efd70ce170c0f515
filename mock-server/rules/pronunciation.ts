import { isWordSaidRight, PHONE_CORRECT_THRESHOLD } from '../../src/lib/rules/pronunciation-rules';
import { normaliseAnswer } from '../../src/lib/rules/marking/normalise';
import { textToPhonemes } from './grapheme-phonemes';
import { type PcmAudio, rmsDbfs, segments, SILENCE_FLOOR_DBFS } from './wav';

// Deterministic pronunciation evaluation and speech recognition from the uploaded audio, so the
// same file always gives the same answer:
// - the expected text is turned into phonemes (grapheme-phonemes.ts) or words;
// - the audio is cut into as many equal parts as there are phonemes (or words), in order;
// - each part scores by its loudness: RMS at or below -50 dBFS scores 0, at or above -12 dBFS
//   scores 1, linear in between (rounded to 3 decimals). A clearly spoken (or loud tone) part
//   scores high, a pause or mumble scores low;
// - a phone counts correct when its score exceeds 0.5 (spec 5); recognition hears a word when
//   its part scores above 0.5, and pronScore is the mean word score × 100, rounded.
// - a pronunciation drill answer (the client's phone-by-phone evaluation) is correct when it has
//   at least as many phones as the word expects and fewer than 2 of them are wrong (spec 5: the
//   error-count threshold 2; a result with fewer phones than expected is an error).
// Empty and all-zero audio never reach this (wav.ts refuses them).

const LOUD_DBFS = -12;

export type PhoneScore = [phoneme: string, score: number];
export type Recognition = { text: string; displayText: string; lexical: string; pronScore: number };

export function loudnessScore(part: Float64Array): number {
  const level = rmsDbfs(part);
  const share = (level - SILENCE_FLOOR_DBFS) / (LOUD_DBFS - SILENCE_FLOOR_DBFS);
  return Math.round(Math.min(1, Math.max(0, share)) * 1000) / 1000;
}

/**
 * One [phoneme, score] pair per phoneme of the transcription (the word's own phonemes when the
 * caller knows them, as for the content's cards; else the spelling rules'); empty when it has
 * no letters.
 */
export function evaluatePhones(
  audio: PcmAudio,
  transcription: string,
  phonemes: readonly string[] = textToPhonemes(transcription),
): PhoneScore[] {
  const parts = segments(audio.samples, phonemes.length);
  return phonemes.map((phoneme, index) => [phoneme, loudnessScore(parts[index]!)]);
}

/** The words of the expected text the recogniser listens for (those with letters or digits). */
function expectedWords(expectedText: string): string[] {
  return expectedText
    .normalize('NFKC')
    .split(/\s+/)
    .filter((word) => normaliseAnswer(word) !== '');
}

/** What the recogniser heard of the expected text. */
export function recognise(audio: PcmAudio, expectedText: string): Recognition {
  const words = expectedWords(expectedText);
  const parts = segments(audio.samples, Math.max(words.length, 1));
  const scores = words.map((_, index) => loudnessScore(parts[index]!));
  const heard = words.filter((_, index) => scores[index]! > PHONE_CORRECT_THRESHOLD);
  const text = heard.join(' ');
  const bare = text.replace(/[.!?]+$/, '');
  const displayText =
    bare === ''
      ? ''
      : `${bare[0]!.toUpperCase()}${bare.slice(1)}${/[.!?]$/.test(text) ? text.at(-1) : '.'}`;
  const mean =
    scores.length === 0 ? 0 : scores.reduce((sum, score) => sum + score, 0) / scores.length;
  return { text, displayText, lexical: normaliseAnswer(text), pronScore: Math.round(mean * 100) };
}

/** Judges a pronunciation drill answer from its phone-by-phone evaluation (src/lib's rule). */
export const isPronunciationCorrect = isWordSaidRight;

/** A learner says at most one word per this much audio, as far as partial results go. */
const PARTIAL_WORD_MS = 300;

/**
 * What a streaming recogniser has heard so far (the websocket's partial results): the words the
 * learner can have said in the audio so far at one word per 300 ms, judged by `recognise` over
 * that audio. Partials grow a word at a time while the learner speaks; the final result is
 * `recognise` over the whole recording, the same as the HTTP path.
 */
export function recognisePartial(audio: PcmAudio, expectedText: string): string {
  const audioMs = (audio.samples.length / audio.sampleRate) * 1000;
  const said = Math.max(1, Math.floor(audioMs / PARTIAL_WORD_MS));
  return recognise(audio, expectedWords(expectedText).slice(0, said).join(' ')).text;
}
