// The level scales of spec 9: CEFR-J levels 1-12, Eiken grades and TOEIC score bands, each option
// mapped to the CEFR-J levels it covers. Course explore filters by them (an exam and some of its
// options → CEFR-J levels) and courses show them (a course's CEFR-J level → the options covering it).

export const CEFRJ_LABELS = [
  'Pre A1',
  'A1.1',
  'A1.2',
  'A1.3',
  'A2.1',
  'A2.2',
  'B1.1',
  'B1.2',
  'B2.1',
  'B2.2',
  'C1',
  'C2',
] as const;

export type CefrjLabel = (typeof CEFRJ_LABELS)[number];

/** The label of a CEFR-J level 1-12; throws on anything else (a contract violation). */
export function cefrjLabel(level: number): CefrjLabel {
  const label = CEFRJ_LABELS[level - 1];
  if (!Number.isInteger(level) || !label)
    throw new RangeError(`CEFR-J level out of range: ${level}`);
  return label;
}

/** One choice of a scale: `id` is stable (message keys and stored preferences use it). */
type LevelOption = { id: string; cefrj: readonly number[] };

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Eiken grades, easiest first. */
const EIKEN: LevelOption[] = [
  { id: '5', cefrj: [1, 2] },
  { id: '4', cefrj: [2, 3] },
  { id: '3', cefrj: range(4, 7) },
  { id: 'pre-2', cefrj: range(5, 8) },
  { id: '2', cefrj: range(7, 10) },
  { id: 'pre-1', cefrj: range(9, 11) },
  { id: '1', cefrj: [11, 12] },
];

/** TOEIC (Listening & Reading, 10-990) bands: one per CEFR-J level, the last covering 11 and 12. */
const TOEIC_BOUNDS: [number, number][] = [
  [10, 120],
  [125, 160],
  [165, 185],
  [190, 230],
  [235, 405],
  [410, 545],
  [550, 665],
  [670, 780],
  [785, 865],
  [870, 940],
  [945, 990],
];
const TOEIC: LevelOption[] = TOEIC_BOUNDS.map(([min, max], index) => ({
  id: `${min}-${max}`,
  cefrj: index === TOEIC_BOUNDS.length - 1 ? [11, 12] : [index + 1],
}));

const CEFRJ: LevelOption[] = CEFRJ_LABELS.map((label, index) => ({
  id: label,
  cefrj: [index + 1],
}));

/** The scales in the order course explore offers them (its exam index). */
export const LEVEL_SCALES = { cefrj: CEFRJ, eiken: EIKEN, toeic: TOEIC } as const;
export type LevelScale = keyof typeof LEVEL_SCALES;
export const LEVEL_SCALE_ORDER: readonly LevelScale[] = ['cefrj', 'eiken', 'toeic'];

/** The CEFR-J levels the chosen options of a scale cover (sorted, no repeats). */
export function cefrjOfOptions(scale: LevelScale, optionIndexes: readonly number[]): number[] {
  const levels = new Set<number>();
  for (const index of optionIndexes) {
    for (const level of LEVEL_SCALES[scale][index]?.cefrj ?? []) levels.add(level);
  }
  return [...levels].sort((a, b) => a - b);
}

export type LevelDisplay = { cefrj: string[]; eiken: string[]; toeic: string[] };

/** A course's display lists: the option ids of each scale that cover its CEFR-J level. */
export function levelDisplayOf(cefrj: number): LevelDisplay {
  const covering = (scale: LevelScale) =>
    LEVEL_SCALES[scale].filter((option) => option.cefrj.includes(cefrj)).map((option) => option.id);
  return { cefrj: covering('cefrj'), eiken: covering('eiken'), toeic: covering('toeic') };
}
