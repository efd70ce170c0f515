import {
  BASE_VERBS,
  LINKING_WORDS,
  thirdPersonOf,
  wordsWithPlaces,
  type TextWord,
} from './writing-words';

// The -s after he / she / it, the slip the spelling and grammar checker (harper.js, in the mock's
// writing feedback) misses once a word stands between subject and verb: it flags "She help me."
// but not "She always help me." nor "My father drink coffee every day.". Flagged here:
// - a subject in the third person singular: he, she, it, everyone / someone / nobody…, or a
//   noun phrase opening a clause (at the start of a sentence, after a comma or after and, but,
//   because, so, when, if, that): my / your / his / her / our / their / the / this / that, at
//   most one more word, then a singular noun ("my father", "the little dog", "this song");
// - then any frequency adverbs (always, usually, often, sometimes, never, also…);
// - then a verb of ./writing-words.ts in its base form: the fix is its -s form ("helps").
// Not flagged: after a word that asks for the base form ("Does she like…", "let it go", "make
// him help"), plurals ("my friends play", "the children play"), verbs the list does not know.

export type AgreementSlip = { start: number; end: number; text: string; suggestion: string };

const SINGULAR_PRONOUNS = new Set([
  'he',
  'she',
  'it',
  'everyone',
  'everybody',
  'someone',
  'somebody',
  'nobody',
  'anyone',
  'anybody',
  'everything',
  'something',
  'nothing',
]);
const DETERMINERS = new Set(['my', 'your', 'his', 'her', 'our', 'their', 'the', 'this', 'that']);
const CLAUSE_OPENERS = new Set(['and', 'but', 'because', 'so', 'when', 'if', 'that', 'while']);
const ADVERBS = new Set([
  'always',
  'usually',
  'often',
  'sometimes',
  'never',
  'rarely',
  'seldom',
  'also',
  'really',
  'still',
  'just',
  'only',
  'even',
  'normally',
  'generally',
  'hardly',
  'almost',
  'ever',
]);
/** Words after which a verb stays in its base form (do-questions, modals, let / make / help …). */
const BASE_FORM_BEFORE = new Set([
  'do',
  'does',
  'did',
  "doesn't",
  "didn't",
  "don't",
  'can',
  'could',
  'will',
  'would',
  'should',
  'may',
  'might',
  'must',
  'let',
  'lets',
  'make',
  'makes',
  'made',
  'help',
  'helps',
  'helped',
  'watch',
  'watched',
  'see',
  'saw',
  'hear',
  'heard',
  'feel',
  'felt',
  'to',
]);
/** Plurals without an -s. */
const PLURAL_NOUNS = new Set(['people', 'children', 'men', 'women', 'police', 'feet', 'teeth']);

function looksSingularNoun(word: string): boolean {
  if (PLURAL_NOUNS.has(word) || BASE_VERBS.has(word) || LINKING_WORDS.has(word)) return false;
  return !/s$/.test(word) || /(ss|us|is)$/.test(word);
}

/** Whether a clause can start before the word at `index` (sentence start, comma, conjunction). */
function opensClause(text: string, words: readonly TextWord[], index: number): boolean {
  if (index === 0) return true;
  const previous = words[index - 1]!;
  if (CLAUSE_OPENERS.has(previous.lower)) return true;
  const between = text.slice(previous.end, words[index]!.start);
  return /[.!?,;:\n]/.test(between);
}

/** Where the subject at `index` ends (the index of its last word), or -1 when none starts there. */
function subjectEnd(text: string, words: readonly TextWord[], index: number): number {
  const word = words[index]!;
  const before = words[index - 1];
  if (before && BASE_FORM_BEFORE.has(before.lower)) return -1;
  if (SINGULAR_PRONOUNS.has(word.lower)) return index;
  if (!DETERMINERS.has(word.lower) || !opensClause(text, words, index)) return -1;
  // The noun right after the determiner, or after one more word ("the little dog").
  for (const nounIndex of [index + 1, index + 2]) {
    const noun = words[nounIndex];
    const next = words[nounIndex + 1];
    if (!noun || !next || !looksSingularNoun(noun.lower)) continue;
    const verbIndex = afterAdverbs(words, nounIndex + 1);
    if (verbIndex < words.length && BASE_VERBS.has(words[verbIndex]!.lower)) return nounIndex;
  }
  return -1;
}

function afterAdverbs(words: readonly TextWord[], index: number): number {
  let at = index;
  while (at < words.length && ADVERBS.has(words[at]!.lower)) at += 1;
  return at;
}

/** Only the words of one sentence part follow each other: nothing but spaces between them. */
function joined(text: string, from: TextWord, to: TextWord): boolean {
  return !/[.!?,;:\n]/.test(text.slice(from.end, to.start));
}

/** Every base-form verb after a third-person singular subject, with its -s form. */
export function agreementSlips(text: string): AgreementSlip[] {
  const words = wordsWithPlaces(text);
  const slips: AgreementSlip[] = [];
  words.forEach((_, index) => {
    const end = subjectEnd(text, words, index);
    if (end < 0) return;
    const verbIndex = afterAdverbs(words, end + 1);
    const verb = words[verbIndex];
    if (!verb || !BASE_VERBS.has(verb.lower)) return;
    if (!joined(text, words[index]!, verb)) return;
    const fixed = thirdPersonOf(verb.lower);
    const suggestion = verb.text[0] === verb.text[0]!.toUpperCase() ? capitalise(fixed) : fixed;
    slips.push({ start: verb.start, end: verb.end, text: verb.text, suggestion });
  });
  return slips;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
