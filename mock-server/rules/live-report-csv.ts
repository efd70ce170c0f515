// The self-contained build: the Node one reads the global Buffer, which the browser demo has not.
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { Lang } from '../runtime/language';
import type { LiveClassReport } from './live-class-report';

// The lesson report as CSV files for a spreadsheet (downloadLiveSessionReportCsv), written by
// csv-stringify: UTF-8 with a byte order mark (Excel on a Japanese PC reads it as UTF-8, not
// Shift_JIS), CRLF line ends, quotes where RFC 4180 needs them. Two tables, one file each:
// - pupils: name, e-mail, joined, then per chosen exercise (numbered as in the report) its
//   status, score, trophy, right, close, wrong, skipped and seconds spent; one row per pupil;
// - questions: exercise, number, question (model answer), answered, right, close, wrong,
//   skipped and the wrong answers given most ("answer (count)" joined by " / ").

export type ReportTable = 'pupils' | 'questions';

const TEXT = {
  ja: {
    name: '名前',
    email: 'メール',
    joined: '参加',
    yes: 'はい',
    no: 'いいえ',
    status: '状況',
    score: '得点',
    trophy: 'トロフィー',
    right: '正解',
    close: 'おしい',
    wrong: '不正解',
    skipped: 'スキップ',
    seconds: '時間(秒)',
    exercise: 'エクササイズ',
    number: '問題番号',
    question: '問題',
    answered: '解答者数',
    commonWrong: 'よくある誤答',
    notStarted: '未着手',
    inProgress: '取り組み中',
    finished: '完了',
  },
  en: {
    name: 'Name',
    email: 'Email',
    joined: 'Joined',
    yes: 'yes',
    no: 'no',
    status: 'status',
    score: 'score',
    trophy: 'trophy',
    right: 'right',
    close: 'close',
    wrong: 'wrong',
    skipped: 'skipped',
    seconds: 'seconds',
    exercise: 'Exercise',
    number: 'Question',
    question: 'Model answer',
    answered: 'Answered',
    commonWrong: 'Common wrong answers',
    notStarted: 'not started',
    inProgress: 'in progress',
    finished: 'finished',
  },
} as const;

const write = (rows: (string | number)[][]) =>
  stringify(rows, { bom: true, record_delimiter: 'windows' });

export function reportCsv(report: LiveClassReport, table: ReportTable, lang: Lang): string {
  const t = TEXT[lang];
  const label = (i: number) => `${i + 1}. ${report.exercises[i]?.title ?? ''}`;
  if (table === 'questions') {
    const titles = new Map(report.exercises.map((e, i) => [e.exerciseUuid, label(i)]));
    return write([
      [
        t.exercise,
        t.number,
        t.question,
        t.answered,
        t.right,
        t.close,
        t.wrong,
        t.skipped,
        t.commonWrong,
      ],
      ...report.questions.map((q) => [
        titles.get(q.exerciseUuid) ?? '',
        q.number,
        q.prompt,
        q.answered,
        q.right,
        q.close,
        q.wrong,
        q.skipped,
        q.commonWrongAnswers.map(({ answer, count }) => `${answer} (${count})`).join(' / '),
      ]),
    ]);
  }
  const perExercise = [
    t.status,
    t.score,
    t.trophy,
    t.right,
    t.close,
    t.wrong,
    t.skipped,
    t.seconds,
  ];
  return write([
    [
      t.name,
      t.email,
      t.joined,
      ...report.exercises.flatMap((_, i) => perExercise.map((column) => `${label(i)}: ${column}`)),
    ],
    ...report.pupils.map((pupil) => [
      pupil.userName,
      pupil.email,
      pupil.joined ? t.yes : t.no,
      ...pupil.exercises.flatMap((result) => [
        t[result.status],
        result.score ?? '',
        result.trophy ?? '',
        result.score === null ? '' : result.right,
        result.score === null ? '' : result.close,
        result.score === null ? '' : result.wrong,
        result.score === null ? '' : result.skipped,
        result.score === null ? '' : result.secondsSpent,
      ]),
    ]),
  ]);
}
