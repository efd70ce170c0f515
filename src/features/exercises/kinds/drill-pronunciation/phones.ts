import type { PhoneScore } from '../../speaking/speaking-task';
import { isWordSaidRight } from '../../../../lib/rules/pronunciation-rules';
import type { TipKey } from './messages';

// How the word's sounds are shown (learner-ux "Speaking", ELSA's pattern): each phoneme of the
// word with its score, in three levels told by colour, a mark and words (never colour alone):
// - good: the phone counts correct (score above 0.5, spec 5) and is clearly said (0.8 or more);
// - close: it counts correct, but could be clearer;
// - try again: it does not count (0.5 or less).
// A word passes with enough phones and fewer than 2 wrong ones (spec 5's error count 2).

export type PhoneLevel = 'good' | 'close' | 'try-again';

/** A sound as shown: its symbol, and its score and level once evaluated. */
export type ShownPhone = { symbol: string; score: number | null; level: PhoneLevel | null };

const GOOD_SCORE = 0.8;

export function levelOf(phone: Pick<PhoneScore, 'score' | 'isCorrect'>): PhoneLevel {
  if (!phone.isCorrect) return 'try-again';
  return phone.score >= GOOD_SCORE ? 'good' : 'close';
}

/** A score (0-1) as a whole percent, kept within 0-100. */
export const percentOf = (score: number) =>
  Math.round(Math.min(1, Math.max(0, Number.isFinite(score) ? score : 0)) * 100);

/**
 * The word's sounds to show: the card's phonemes (what the learner is taught), coloured by the
 * evaluation's scores when it scored as many phones; when it scored a different number, the
 * phones it scored, as they are.
 */
export function shownPhones(
  ipa: readonly string[],
  phones: readonly PhoneScore[] | null,
): ShownPhone[] {
  if (!phones) return ipa.map((symbol) => ({ symbol, score: null, level: null }));
  const aligned = phones.length === ipa.length;
  return phones.map((phone, index) => ({
    symbol: (aligned ? ipa[index] : undefined) ?? phone.phoneme,
    score: phone.score,
    level: levelOf(phone),
  }));
}

/** Spec 5: enough phones, and fewer than 2 of them wrong. */
export const passes = (
  phones: readonly Pick<PhoneScore, 'isCorrect'>[],
  expected: number,
): boolean => isWordSaidRight(phones, expected);

const TIPS: readonly [TipKey, readonly string[]][] = [
  ['r', ['ɹ', 'r', 'ɾ', 'ɻ']],
  ['l', ['l', 'ɫ', 'əl', 'l̩']],
  ['th', ['θ']],
  ['dh', ['ð']],
  ['v', ['v']],
  ['f', ['f']],
  ['b', ['b']],
  ['s', ['s']],
  ['sh', ['ʃ', 'ʒ', 'tʃ', 'dʒ']],
  ['z', ['z']],
  ['stop', ['p', 't', 'd', 'k', 'ɡ', 'g']],
  ['nasal', ['m', 'n', 'n̩']],
  ['ng', ['ŋ']],
  ['w', ['w']],
  ['y', ['j']],
  ['h', ['h']],
  ['ae', ['æ']],
  ['uh', ['ʌ', 'ɐ']],
  ['ah', ['ɑ', 'ɑː', 'a', 'ɒ']],
  ['aw', ['ɔ', 'ɔː', 'o', 'oː']],
  ['er', ['ɚ', 'ɝ', 'ɜ', 'ɜː', 'ɜːr', 'ər']],
  ['schwa', ['ə']],
  ['ee', ['iː', 'i']],
  ['ih', ['ɪ']],
  ['eh', ['ɛ', 'e']],
  ['oo', ['uː', 'u']],
  ['uu', ['ʊ']],
  [
    'diphthong',
    ['eɪ', 'aɪ', 'oʊ', 'aʊ', 'ɔɪ', 'əʊ', 'ɪə', 'iə', 'eə', 'ʊə', 'ɛɹ', 'ɪɹ', 'ɑːr', 'ɔːr', 'oːɹ'],
  ],
];
const TIP_OF = new Map(
  TIPS.flatMap(([tip, symbols]) => symbols.map((symbol) => [symbol, tip] as const)),
);

/** The tip for a sound (the general one for a sound without its own). */
export function tipOf(symbol: string): TipKey {
  const bare = symbol.normalize('NFC').replace(/[ˈˌ.]/g, '').trim();
  return TIP_OF.get(bare) ?? TIP_OF.get(bare.replace(/ː/g, '')) ?? 'other';
}
