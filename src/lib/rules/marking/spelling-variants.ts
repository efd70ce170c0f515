// British and American spellings of the same word are the same answer ("practise" = "practice",
// "colour" = "color", "centre" = "center", "favourite" = "favorite", "realise" = "realize"): the
// app offers a British accent, and a teacher in Japan accepts either. Every word is read in its
// American spelling (on both sides of a comparison, so the correction still shows the content's
// own). Works on normalised words (./normalise.ts: lower case).
//
// The list is small and kept here on purpose: the families of regular differences (‑our/‑or,
// ‑re/‑er, ‑ise/‑ize, ‑yse/‑yze, ‑ll‑/‑l‑, ‑ogue/‑og, ‑ce/‑se) over the stems a school or company
// course uses, with their inflections, and the irregular pairs. A full UK/US list (about 1,700
// words, such as the one the npm package american-british-english-translator ships) would add
// about 10 kB gzip to the exercise screens for words the learners' courses never ask for. A word
// the content needs and this list lacks is one line below.

/** Stems and the endings they take, each ending as [British, American]. */
const FAMILIES: [stems: string[], endings: [british: string, american: string][]][] = [
  [
    [
      'colo',
      'favo',
      'flavo',
      'hono',
      'humo',
      'labo',
      'neighbo',
      'behavio',
      'harbo',
      'rumo',
      'odo',
      'vapo',
      'armo',
      'endeavo',
      'parlo',
    ],
    ['', 's', 'ed', 'ing', 'ful', 'ite', 'ites', 'able', 'hood', 'hoods', 'less', 'ist'].map(
      (ending) => [`ur${ending}`, `r${ending}`],
    ),
  ],
  [
    ['cent', 'theat', 'met', 'lit', 'fib', 'kilomet', 'centimet', 'millimet', 'somb', 'calib'],
    [
      ['re', 'er'],
      ['res', 'ers'],
      ['red', 'ered'],
      ['ring', 'ering'],
    ],
  ],
  [
    [
      'real',
      'organ',
      'recogn',
      'apolog',
      'memor',
      'summar',
      'critic',
      'emphas',
      'special',
      'categor',
      'priorit',
      'civil',
      'familiar',
      'modern',
      'normal',
      'final',
      'minim',
      'maxim',
      'standard',
      'symbol',
      'sympath',
      'util',
      'visual',
      'author',
      'global',
      'harmon',
      'hospital',
      'mobil',
      'optim',
      'personal',
      'social',
      'character',
      'energ',
      'agon',
      'custom',
      'computer',
      'digit',
      'local',
      'individual',
      'internal',
      'national',
    ],
    [
      ['ise', 'ize'],
      ['ises', 'izes'],
      ['ised', 'ized'],
      ['ising', 'izing'],
      ['isation', 'ization'],
      ['isations', 'izations'],
      ['iser', 'izer'],
      ['isers', 'izers'],
    ],
  ],
  [
    ['anal', 'paral', 'catal'],
    [
      ['yse', 'yze'],
      ['yses', 'yzes'],
      ['ysed', 'yzed'],
      ['ysing', 'yzing'],
    ],
  ],
  [
    [
      'trave',
      'cance',
      'mode',
      'labe',
      'leve',
      'fue',
      'dia',
      'signa',
      'tota',
      'marve',
      'quarre',
      'counse',
      'equa',
      'tunne',
      'jewe',
    ],
    [
      ['lled', 'led'],
      ['lling', 'ling'],
      ['ller', 'ler'],
      ['llers', 'lers'],
    ],
  ],
  [
    ['catal', 'dial', 'anal', 'monol', 'prol', 'epil'],
    [
      ['ogue', 'og'],
      ['ogues', 'ogs'],
    ],
  ],
  [
    ['defen', 'offen', 'licen', 'preten'],
    [
      ['ce', 'se'],
      ['ces', 'ses'],
    ],
  ],
  [
    ['practi'],
    [
      ['se', 'ce'],
      ['ses', 'ces'],
      ['sed', 'ced'],
      ['sing', 'cing'],
    ],
  ],
];

/** Irregular pairs, British first. */
const PAIRS: [british: string, american: string][] = [
  ['grey', 'gray'],
  ['greyish', 'grayish'],
  ['programme', 'program'],
  ['programmes', 'programs'],
  ['aeroplane', 'airplane'],
  ['aeroplanes', 'airplanes'],
  ['tyre', 'tire'],
  ['tyres', 'tires'],
  ['mould', 'mold'],
  ['plough', 'plow'],
  ['pyjamas', 'pajamas'],
  ['aluminium', 'aluminum'],
  ['mum', 'mom'],
  ['mums', 'moms'],
  ['maths', 'math'],
  ['jewellery', 'jewelry'],
  ['marvellous', 'marvelous'],
  ['enrol', 'enroll'],
  ['enrolment', 'enrollment'],
  ['fulfil', 'fulfill'],
  ['skilful', 'skillful'],
  ['instalment', 'installment'],
  ['doughnut', 'donut'],
  ['doughnuts', 'donuts'],
  ['moustache', 'mustache'],
  ['sceptical', 'skeptical'],
  ['manoeuvre', 'maneuver'],
  ['encyclopaedia', 'encyclopedia'],
  ['ageing', 'aging'],
  ['judgement', 'judgment'],
  ['acknowledgement', 'acknowledgment'],
  ['likeable', 'likable'],
  ['cosy', 'cozy'],
  ['learnt', 'learned'],
  ['dreamt', 'dreamed'],
  ['spelt', 'spelled'],
  ['burnt', 'burned'],
  ['spoilt', 'spoiled'],
  ['cheque', 'check'],
  ['cheques', 'checks'],
];

const AMERICAN = new Map<string, string>(PAIRS);
for (const [stems, endings] of FAMILIES) {
  for (const stem of stems) {
    for (const [british, american] of endings) AMERICAN.set(stem + british, stem + american);
  }
}

const BRITISH = new Map<string, string[]>();
for (const [british, american] of AMERICAN) {
  BRITISH.set(american, [...(BRITISH.get(american) ?? []), british]);
}

/** The ways a word (in its American spelling) is written: itself and its British spellings. */
export function spellingsOf(american: string): string[] {
  return [american, ...(BRITISH.get(american) ?? [])];
}

/** The word in its American spelling (itself when it has no other). */
export function americanSpelling(word: string): string {
  return AMERICAN.get(word) ?? word;
}
