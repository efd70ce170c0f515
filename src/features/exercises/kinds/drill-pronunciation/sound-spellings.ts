// Which letters of a word make each of its sounds ("th" in "think"), so a beginner sees the
// spelling they know, not a phonetic symbol. The word's letters are matched in order against the
// usual spellings of each sound (any run of vowel letters for a vowel sound, with its "r" or "l"
// when the vowel is r- or l-coloured); letters that make no sound (the "e" of "white", the "ue"
// of "colleague") join the sound before them. The match with the fewest such letters wins.

const CONSONANT_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  p: ['pp', 'p'],
  b: ['bb', 'b'],
  t: ['tt', 'ed', 't'],
  d: ['dd', 'ed', 'd'],
  k: ['ck', 'cc', 'ch', 'k', 'c', 'q', 'x'],
  ɡ: ['gg', 'gu', 'gh', 'g'],
  f: ['ff', 'ph', 'gh', 'f'],
  v: ['v'],
  θ: ['th'],
  ð: ['th'],
  s: ['ss', 'sc', 's', 'c'],
  z: ['zz', 'ss', 'z', 's'],
  ʃ: ['ssi', 'sci', 'sh', 'ti', 'ci', 'si', 'ch', 's'],
  ʒ: ['si', 's', 'g'],
  tʃ: ['tch', 'ch', 't'],
  dʒ: ['dg', 'j', 'g', 'd'],
  m: ['mm', 'mb', 'm'],
  n: ['nn', 'kn', 'gn', 'n'],
  ŋ: ['ng', 'n'],
  l: ['ll', 'l'],
  ɹ: ['rr', 'wr', 'rh', 'r'],
  w: ['wh', 'w', 'u', 'o'],
  j: ['y', 'i'],
  h: ['wh', 'h'],
};
/** Other ways of writing the same sound. */
const SAME_SOUND: Readonly<Record<string, string>> = { g: 'ɡ', r: 'ɹ', ɾ: 'ɹ', ɻ: 'ɹ', ɫ: 'l' };

const VOWEL_SOUND = /^[aeiouæɛɪʌɐɑɒɔəɚɝɜʊ]/;
const R_COLOURED = /[ɚɝɜɹr]/;
const VOWEL_LETTERS = /^[aeiouy]+(?:w|gh)?/;

/** The ways the sound can be written at `at` in `word` (letters, lower case). */
function spellingsAt(sound: string, word: string, at: number): string[] {
  const rest = word.slice(at);
  if (!VOWEL_SOUND.test(sound)) {
    const own = (CONSONANT_SPELLINGS[SAME_SOUND[sound] ?? sound] ?? []).filter((letters) =>
      rest.startsWith(letters),
    );
    // "x" is both k and s: the s shares the x; a "u" sound's y sound shares the u ("museum").
    if ((sound === 's' || sound === 'z') && word[at - 1] === 'x') own.push('');
    if (sound === 'j' && /^(u|eu|ew)/.test(rest)) own.push('');
    return own;
  }
  const vowels = VOWEL_LETTERS.exec(rest)?.[0] ?? '';
  const runs = Array.from({ length: vowels.length }, (_, index) => vowels.slice(0, index + 1));
  if (sound.endsWith('l') && !sound.startsWith('l')) {
    return [...runs.map((run) => `${run}l`), 'le', 'l'].filter((s) => rest.startsWith(s));
  }
  if (R_COLOURED.test(sound)) {
    return runs
      .flatMap((run) => [`${run}rr`, `${run}re`, `${run}r`])
      .filter((s) => rest.startsWith(s));
  }
  return runs;
}

const bare = (symbol: string) =>
  symbol
    .normalize('NFC')
    .replace(/[ˈˌ.ː]/g, '')
    .trim();

/**
 * The letters of `word` that make each sound of `sounds` (IPA), in order; null when the word's
 * spelling cannot be matched to them.
 */
export function soundSpellings(word: string, sounds: readonly string[]): string[] | null {
  const letters = word.toLowerCase();
  const n = sounds.length;
  const m = letters.length;
  if (n === 0 || m === 0) return null;
  const width = m + 1;
  const cost = new Array<number>((n + 1) * width).fill(Infinity);
  /** How each cell was reached: from which cell, and whether it placed a sound. */
  const from = new Array<{ cell: number; sound: boolean } | undefined>((n + 1) * width);
  cost[0] = 0;
  for (let i = 0; i <= n; i += 1) {
    for (let j = 0; j <= m; j += 1) {
      const here = cost[i * width + j]!;
      if (here === Infinity) continue;
      // A silent letter (joins the sound before it, or the first sound).
      if (j < m && here + 1 < cost[i * width + j + 1]!) {
        cost[i * width + j + 1] = here + 1;
        from[i * width + j + 1] = { cell: i * width + j, sound: false };
      }
      if (i === n) continue;
      const sound = bare(sounds[i]!);
      for (const spelling of spellingsAt(sound, letters, j)) {
        const next = (i + 1) * width + j + spelling.length;
        if (here < cost[next]!) {
          cost[next] = here;
          from[next] = { cell: i * width + j, sound: true };
        }
      }
    }
  }
  if (cost[n * width + m] === Infinity) return null;

  // Walk back: each sound's letters, with the silent letters after it.
  const ends = new Array<number>(n).fill(0);
  const starts = new Array<number>(n).fill(0);
  let cell = n * width + m;
  while (cell !== 0) {
    const step = from[cell]!;
    const i = Math.floor(cell / width);
    const j = cell % width;
    if (step.sound) {
      starts[i - 1] = step.cell % width;
      ends[i - 1] = Math.max(ends[i - 1]!, j);
    } else if (i > 0) {
      ends[i - 1] = Math.max(ends[i - 1]!, j);
    } else {
      starts[0] = 0;
    }
    cell = step.cell;
  }
  return sounds.map((_, index) => {
    const start = starts[index]!;
    const end = ends[index]!;
    if (end > start) return word.slice(start, end);
    // A sound that shares its letters: the next sound's ("museum"), else the one before ("six").
    const next = index + 1 < n ? word.slice(starts[index + 1]!, ends[index + 1]!) : '';
    return next || word.slice(starts[index - 1] ?? 0, ends[index - 1] ?? 0);
  });
}
