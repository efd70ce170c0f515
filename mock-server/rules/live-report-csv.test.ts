import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { LiveClassReport, PupilExerciseResult } from './live-class-report';
import { reportCsv } from './live-report-csv';

const EXERCISE = '6071a293-a4b5-4c6d-8f70-8b9c0d1e2f30';

const result = (over: Partial<PupilExerciseResult>): PupilExerciseResult => ({
  exerciseUuid: EXERCISE,
  status: 'notStarted',
  trophy: null,
  score: null,
  secondsSpent: 0,
  right: 0,
  close: 0,
  wrong: 0,
  skipped: 0,
  ...over,
});

/** Names a spreadsheet must keep whole: Japanese, a comma, quotes, a line break. */
const NAMES = ['佐藤 花子', '小林, ゆい', '"ケン" 高橋', '山田\n太郎'];

const report: LiveClassReport = {
  exercises: [
    {
      courseUuid: EXERCISE,
      exerciseUuid: EXERCISE,
      exerciseType: 9,
      title: '学校生活の文',
      questions: 2,
    },
  ],
  pupils: NAMES.map((userName, i) => ({
    aliasUuid: `${i}`,
    userName,
    email: `p${i}@sakura.example`,
    joined: i === 0,
    exercises: [
      i === 0
        ? result({ status: 'finished', trophy: 2, score: 80, right: 4, close: 1, secondsSpent: 95 })
        : result({}),
    ],
  })),
  questions: [
    {
      exerciseUuid: EXERCISE,
      problemUuid: EXERCISE,
      number: 1,
      prompt: 'I like "science", too.',
      answered: 3,
      right: 1,
      close: 1,
      wrong: 1,
      skipped: 0,
      commonWrongAnswers: [
        { answer: '理科が好き', count: 2 },
        { answer: 'I like, science', count: 1 },
      ],
    },
  ],
};

const bytesOf = (text: string) => new TextEncoder().encode(text);

describe('the lesson report as CSV', () => {
  it('starts with a UTF-8 BOM and ends its lines with CRLF', () => {
    const csv = reportCsv(report, 'pupils', 'ja');
    expect([...bytesOf(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.split('\r\n').length).toBeGreaterThan(NAMES.length);
  });

  it('has a header and one row per pupil; Japanese names round-trip through a parser', () => {
    const rows = parse(reportCsv(report, 'pupils', 'ja'), { bom: true }) as string[][];
    expect(rows).toHaveLength(1 + NAMES.length);
    expect(rows[0]).toEqual([
      '名前',
      'メール',
      '参加',
      ...['状況', '得点', 'トロフィー', '正解', 'おしい', '不正解', 'スキップ', '時間(秒)'].map(
        (column) => `1. 学校生活の文: ${column}`,
      ),
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(NAMES);
    expect(rows[1]).toEqual([
      '佐藤 花子',
      'p0@sakura.example',
      'はい',
      '完了',
      '80',
      '2',
      '4',
      '1',
      '0',
      '0',
      '95',
    ]);
    // Never joined: empty scores.
    expect(rows[2]).toEqual([
      '小林, ゆい',
      'p1@sakura.example',
      'いいえ',
      '未着手',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
  });

  it('writes the questions table, in English when asked', () => {
    const rows = parse(reportCsv(report, 'questions', 'en'), { bom: true }) as string[][];
    expect(rows).toEqual([
      [
        'Exercise',
        'Question',
        'Model answer',
        'Answered',
        'right',
        'close',
        'wrong',
        'skipped',
        'Common wrong answers',
      ],
      [
        '1. 学校生活の文',
        '1',
        'I like "science", too.',
        '3',
        '1',
        '1',
        '1',
        '0',
        '理科が好き (2) / I like, science (1)',
      ],
    ]);
  });
});
