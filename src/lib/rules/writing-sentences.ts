import { isKnownVerb, LINKING_WORDS, SUBJECT_PRONOUNS, wordsWithPlaces } from './writing-words';

// Whether a free writing answer (exercise type 13) is sentences or a list of words ("dog happy
// blue run table seven apple…"). The mock backend checks every answer that passed the effort
// check (./writing-effort.ts) and logs a list of words as not done; the app says why in its own
// words, keyed by the reasons. From six words on, a text is a list of words when
// - under 15 % of its words are the small words that join a sentence — I, the, is, to, and, my…
//   (FEW_LINKING_WORDS; "I like dogs. I have two dogs." has 43 %, a plain list none);
// - most of its sentences of three words or more have no verb (NO_VERBS): a verb is one of the
//   verbs of ./writing-words.ts in any form, an auxiliary, a contraction ("I'm"), or the word
//   right after a subject pronoun ("I adore koalas": verbs the list does not know);
// - the spelling and grammar checker flags more than a third of its words (MANY_MISTAKES; the
//   backend passes the count, the app has no checker).
// Tuned on ./writing-sentences.test.ts: every model answer of the content and plain learner texts
// pass, lists of random words fail.

export type NotSentenceReason = 'FEW_LINKING_WORDS' | 'NO_VERBS' | 'MANY_MISTAKES';

const JUDGED_FROM = 6;
const LINKING_SHARE = 0.15;
const VERBLESS_SHARE = 0.5;
const SENTENCE_FROM = 3;
const MISTAKE_SHARE = 1 / 3;

/** The text cut at . ! ? and line breaks, each part's words in lower case. */
function sentencesOf(text: string): string[][] {
  return text
    .normalize('NFKC')
    .split(/[.!?]+|\n+/)
    .map((part) => wordsWithPlaces(part).map((word) => word.lower))
    .filter((words) => words.length > 0);
}

function hasVerb(words: readonly string[]): boolean {
  return words.some(
    (word, index) => isKnownVerb(word) || (index > 0 && SUBJECT_PRONOUNS.has(words[index - 1]!)),
  );
}

/** Why the text is not sentences, or [] when it is (or is too short to tell). */
export function notSentenceReasons(text: string, flaggedWords = 0): NotSentenceReason[] {
  const sentences = sentencesOf(text);
  const words = sentences.flat();
  if (words.length < JUDGED_FROM) return [];
  const reasons: NotSentenceReason[] = [];
  const linking = words.filter((word) => LINKING_WORDS.has(word)).length;
  if (linking / words.length < LINKING_SHARE) reasons.push('FEW_LINKING_WORDS');
  const long = sentences.filter((sentence) => sentence.length >= SENTENCE_FROM);
  const verbless = long.filter((sentence) => !hasVerb(sentence)).length;
  if (long.length > 0 && verbless / long.length > VERBLESS_SHARE) reasons.push('NO_VERBS');
  if (flaggedWords / words.length > MISTAKE_SHARE) reasons.push('MANY_MISTAKES');
  return reasons;
}
