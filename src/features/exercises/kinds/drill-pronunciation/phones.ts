import type { PhoneScore } from '../../speaking/speaking-task';
import { isPhoneCorrect, isWordSaidRight } from '../../../../lib/rules/pronunciation-rules';
import type { TipKey } from './messages';

// How the word's sounds are shown (learner-ux "Speaking", ELSA's pattern): each phoneme of the
// word with its score (in points, out of 100) and one of two levels told by colour, a mark and
// words (never colour alone), by one threshold, the one marking counts a phone correct with
// (score above 0.5, spec 5): the count, the colours and the sheet's heading all read it
// (./sounds-verdict.ts). A word passes with enough phones and fewer than 2 to work on (spec 5's
// error count 2).

/** Said well (the phone counts correct), or to work on (it does not). */
export type PhoneLevel = 'good' | 'work-on';

/** A sound as shown: its symbol, and its score and level once evaluated. */
export type ShownPhone = { symbol: string; score: number | null; level: PhoneLevel | null };

/** The one rule for a sound: good when its score counts correct, else to work on. */
export const levelOf = (score: number): PhoneLevel =>
  isPhoneCorrect(Number.isFinite(score) ? score : 0) ? 'good' : 'work-on';

/** A score (0-1) in points out of 100, whole, kept within 0-100. */
export const pointsOf = (score: number) =>
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
    level: levelOf(phone.score),
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
