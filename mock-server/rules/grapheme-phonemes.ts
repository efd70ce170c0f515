// A simple English grapheme → phoneme approximation (IPA symbols), enough for the mock's
// pronunciation evaluation to name a plausible phone per sound. Rules, longest match first:
// - a silent final "e" after a consonant is dropped ("make" → m eɪ k via the magic-e vowel);
// - digraphs and vowel teams (th, sh, ch, ng, ee, oo, ai …) before single letters;
// - a doubled consonant is one sound; c and g are soft before e, i, y;
// - a single vowel followed by consonant + silent e is long (a → eɪ, i → aɪ, o → oʊ, u → juː),
//   and so is a final o ("go", "hello").
// It is not a dictionary: real irregular words ("one", "two") come out spelled-like.

const TEAMS: [string, string[]][] = [
  ['tch', ['tʃ']],
  ['igh', ['aɪ']],
  ['th', ['θ']],
  ['sh', ['ʃ']],
  ['ch', ['tʃ']],
  ['ph', ['f']],
  ['wh', ['w']],
  ['ck', ['k']],
  ['ng', ['ŋ']],
  ['nk', ['ŋ', 'k']],
  ['qu', ['k', 'w']],
  ['ee', ['iː']],
  ['ea', ['iː']],
  ['oo', ['uː']],
  ['ai', ['eɪ']],
  ['ay', ['eɪ']],
  ['oa', ['oʊ']],
  ['ou', ['aʊ']],
  ['ow', ['aʊ']],
  ['oi', ['ɔɪ']],
  ['oy', ['ɔɪ']],
  ['au', ['ɔː']],
  ['aw', ['ɔː']],
  ['er', ['ɚ']],
  ['ir', ['ɝ']],
  ['ur', ['ɝ']],
  ['ar', ['ɑːr']],
  ['or', ['ɔːr']],
];

const SHORT: Record<string, string[]> = {
  a: ['æ'],
  e: ['ɛ'],
  i: ['ɪ'],
  o: ['ɑ'],
  u: ['ʌ'],
  b: ['b'],
  d: ['d'],
  f: ['f'],
  h: ['h'],
  j: ['dʒ'],
  k: ['k'],
  l: ['l'],
  m: ['m'],
  n: ['n'],
  p: ['p'],
  r: ['r'],
  s: ['s'],
  t: ['t'],
  v: ['v'],
  w: ['w'],
  x: ['k', 's'],
  z: ['z'],
};

const LONG: Record<string, string[]> = {
  a: ['eɪ'],
  e: ['iː'],
  i: ['aɪ'],
  o: ['oʊ'],
  u: ['j', 'uː'],
};
const VOWELS = 'aeiou';
const isVowel = (c: string | undefined) => c !== undefined && VOWELS.includes(c);

/** The phonemes of one word (letters only; anything else is ignored). */
export function wordToPhonemes(word: string): string[] {
  let letters = word.toLowerCase().replace(/[^a-z]/g, '');
  const magicE =
    letters.length > 2 &&
    letters.endsWith('e') &&
    !isVowel(letters.at(-2)) &&
    isVowel(letters.at(-3));
  if (magicE) letters = letters.slice(0, -1);
  const phones: string[] = [];
  let i = 0;
  while (i < letters.length) {
    const team = TEAMS.find(([spelling]) => letters.startsWith(spelling, i));
    if (team) {
      phones.push(...team[1]);
      i += team[0].length;
      continue;
    }
    const letter = letters[i]!;
    const next = letters[i + 1];
    if (next === letter && !isVowel(letter)) {
      i += 1;
      continue;
    }
    if (letter === 'c') phones.push(next && 'eiy'.includes(next) ? 's' : 'k');
    else if (letter === 'g') phones.push(next && 'eiy'.includes(next) ? 'dʒ' : 'ɡ');
    else if (letter === 'y') phones.push(i === 0 ? 'j' : i === letters.length - 1 ? 'i' : 'ɪ');
    else if (isVowel(letter) && magicE && i === letters.length - 2) phones.push(...LONG[letter]!);
    else if (letter === 'o' && i === letters.length - 1 && letters.length > 1) phones.push('oʊ');
    else phones.push(...(SHORT[letter] ?? []));
    i += 1;
  }
  return phones;
}

/** The phonemes of a text, word after word. */
export function textToPhonemes(text: string): string[] {
  return text.split(/\s+/).flatMap(wordToPhonemes);
}
