import { describe, expect, it } from 'vitest';
import {
  CEFRJ_LABELS,
  LEVEL_SCALES,
  LEVEL_SCALE_ORDER,
  cefrjLabel,
  cefrjOfOptions,
  levelDisplayOf,
} from './level-scales';

describe('cefrjLabel', () => {
  it.each([
    [1, 'Pre A1'],
    [2, 'A1.1'],
    [3, 'A1.2'],
    [4, 'A1.3'],
    [5, 'A2.1'],
    [6, 'A2.2'],
    [7, 'B1.1'],
    [8, 'B1.2'],
    [9, 'B2.1'],
    [10, 'B2.2'],
    [11, 'C1'],
    [12, 'C2'],
  ] as const)('%s → %s', (level, label) => {
    expect(cefrjLabel(level)).toBe(label);
  });

  it.each([0, 13, 1.5, -1])('refuses %s', (level) => {
    expect(() => cefrjLabel(level)).toThrow(RangeError);
  });
});

describe('Eiken → CEFR-J (spec 9)', () => {
  it.each([
    ['5', [1, 2]],
    ['4', [2, 3]],
    ['3', [4, 5, 6, 7]],
    ['pre-2', [5, 6, 7, 8]],
    ['2', [7, 8, 9, 10]],
    ['pre-1', [9, 10, 11]],
    ['1', [11, 12]],
  ] as const)('grade %s → %j', (grade, levels) => {
    const index = LEVEL_SCALES.eiken.findIndex((option) => option.id === grade);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(cefrjOfOptions('eiken', [index])).toEqual(levels);
  });
});

describe('TOEIC → CEFR-J (spec 9)', () => {
  it.each([
    ['10-120', [1]],
    ['125-160', [2]],
    ['165-185', [3]],
    ['190-230', [4]],
    ['235-405', [5]],
    ['410-545', [6]],
    ['550-665', [7]],
    ['670-780', [8]],
    ['785-865', [9]],
    ['870-940', [10]],
    ['945-990', [11, 12]],
  ] as const)('band %s → %j', (band, levels) => {
    const index = LEVEL_SCALES.toeic.findIndex((option) => option.id === band);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(cefrjOfOptions('toeic', [index])).toEqual(levels);
  });
});

describe('cefrjOfOptions', () => {
  it.each([
    ['cefrj', [0, 11], [1, 12]],
    ['eiken', [0, 1], [1, 2, 3]],
    ['eiken', [2, 3], [4, 5, 6, 7, 8]],
    ['toeic', [9, 10], [10, 11, 12]],
    ['toeic', [], []],
    ['eiken', [99], []],
  ] as const)('%s options %j → %j', (scale, indexes, levels) => {
    expect(cefrjOfOptions(scale, indexes)).toEqual(levels);
  });

  it('offers the scales in the order CEFR-J, Eiken, TOEIC', () => {
    expect(LEVEL_SCALE_ORDER).toEqual(['cefrj', 'eiken', 'toeic']);
    expect(LEVEL_SCALES.cefrj.map((option) => option.id)).toEqual([...CEFRJ_LABELS]);
  });
});

describe('levelDisplayOf', () => {
  it.each([
    [1, ['Pre A1'], ['5'], ['10-120']],
    [2, ['A1.1'], ['5', '4'], ['125-160']],
    [5, ['A2.1'], ['3', 'pre-2'], ['235-405']],
    [7, ['B1.1'], ['3', 'pre-2', '2'], ['550-665']],
    [9, ['B2.1'], ['2', 'pre-1'], ['785-865']],
    [11, ['C1'], ['pre-1', '1'], ['945-990']],
    [12, ['C2'], ['1'], ['945-990']],
  ] as const)('CEFR-J %s → %j, Eiken %j, TOEIC %j', (level, cefrj, eiken, toeic) => {
    expect(levelDisplayOf(level)).toEqual({ cefrj, eiken, toeic });
  });
});
