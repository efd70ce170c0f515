// The small word lists the writing rules read a learner's English with (./writing-sentences.ts,
// ./writing-agreement.ts): the words that join a sentence, and the verbs a school learner writes.
// Not a dictionary: a verb missing here is still seen as one right after a subject ("I adore
// koalas"), and the agreement rule only speaks about the verbs it knows.

/** A word of a text with where it stands (UTF-16 offsets), lower-cased in `lower`. */
export type TextWord = { text: string; lower: string; start: number; end: number };

/** Runs of letters or digits, "don't" one word (curly apostrophes too), as the word count reads. */
const WORD = /[\p{L}\p{N}]+(?:['\u2019][\p{L}\p{N}]+)*/gu;

export function wordsWithPlaces(text: string): TextWord[] {
  return [...text.matchAll(WORD)].map((match) => ({
    text: match[0],
    lower: match[0].toLowerCase().replace(/\u2019/g, "'"),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

const list = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

export const SUBJECT_PRONOUNS = list('i you he she it we they');

/** Auxiliaries and forms of be, have and do: verbs of their own. */
const AUXILIARIES = list(`
  am is are was were be been being do does did done have has had can could will would shall
  should may might must
`);

/** The words that join a sentence: articles, pronouns, auxiliaries, prepositions, conjunctions. */
export const LINKING_WORDS = new Set([
  ...SUBJECT_PRONOUNS,
  ...AUXILIARIES,
  ...list(`
    a an the this that these those my your his her its our their me him us them mine yours
    myself yourself himself herself itself ourselves themselves some any every no not all both
    each many much more most few little who what which where when why how whose there here
    to in on at of for with from by about into onto after before until since during over under
    up down out off near between around through than as and but or so because if then also too
    very really just only even still again always usually often sometimes never
  `),
]);

/** Verbs a school learner writes, in their base form. */
export const BASE_VERBS = list(`
  agree answer arrive ask bake become begin believe borrow bring brush build buy call carry catch
  change chat clean climb close collect come cook cost count cry cut dance decide die draw dream
  drink drive eat enjoy explain fall feel fight find finish fish fix fly forget get give go grow
  hate have hear help hike hit hold hope hurry hurt join jump keep kick know laugh learn leave lend
  like listen live look lose love make mean meet miss move need open paint pass pay pick plan plant
  play practice practise prefer prepare push put rain read relax remember rest ride ring run say
  see sell send shop show sing sit skate ski sleep smile snow speak spend stand start stay stop
  study swim take talk taste teach tell thank think throw touch travel try turn understand use
  visit wait wake walk want wash watch wear win wish work worry write
`);

/** Past forms that are not base + ed. */
const IRREGULAR_PASTS = list(`
  ate became began bought brought built came caught chose cut did drank drew drove fell felt
  fought found flew forgot gave got grew had heard held hit hurt kept knew laid left lent lost
  made meant met paid put ran rang read rode said sang sat saw sent slept sold spent spoke stood
  swam taught thought threw told took understood was went were woke won wore wrote
`);

/** The form after he / she / it: go → goes, study → studies, have → has. */
export function thirdPersonOf(verb: string): string {
  if (verb === 'have') return 'has';
  if (verb === 'be') return 'is';
  if (/(s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** The base forms a word could be an inflection of (likes → like, studied → study, running → run). */
function baseCandidates(word: string): string[] {
  const bases = [word];
  const endings: [RegExp, string][] = [
    [/ies$/, 'y'],
    [/ied$/, 'y'],
    [/es$/, ''],
    [/s$/, ''],
    [/ed$/, ''],
    [/ed$/, 'e'],
    [/d$/, ''],
    [/ing$/, ''],
    [/ing$/, 'e'],
  ];
  for (const [ending, replacement] of endings) {
    if (!ending.test(word)) continue;
    const stem = word.replace(ending, replacement);
    bases.push(stem);
    // A doubled last consonant: running → run, stopped → stop.
    if (/([b-df-hj-np-tv-z])\1$/.test(stem)) bases.push(stem.slice(0, -1));
  }
  return bases;
}

/** Whether a word (lower case) is a verb the lists know, in any form, or a contracted verb. */
export function isKnownVerb(word: string): boolean {
  if (AUXILIARIES.has(word) || IRREGULAR_PASTS.has(word)) return true;
  if (/'(m|re|s|ve|ll|d)$/.test(word) || /n't$/.test(word)) return true;
  return baseCandidates(word).some((base) => BASE_VERBS.has(base));
}
