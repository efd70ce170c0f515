import { describe, expect, it } from 'vitest';
import type { ExercisePage } from '../../../api/generated/model/exercisePage';
import type { DrillQuestion } from '../../../api/generated/model/drillQuestion';
import {
  drillQuestion,
  isFinalQuestionPage,
  practiceQuestions,
  problemOfPage,
  questionsOfPages,
  startTextsOf,
} from './run-questions';

const audio = { url: '/a.mp3', britishUrl: null };
const start: ExercisePage = {
  body: [
    { type: 'PLAIN_TEXT', text: '2 questions', translation: '全2問' },
    { type: 'SHOW_START_BUTTONS' },
  ],
  footer: [{ type: 'START', problemUuid: null }],
};
const typing = (problemUuid: string): ExercisePage => ({
  body: [{ type: 'TYPING_PROBLEM', problemUuid, sentence: 'Hi.', translation: 'やあ。', audio }],
  footer: [
    { type: 'TEXT', problemUuid },
    { type: 'SKIP', problemUuid },
  ],
});
const end: ExercisePage = {
  body: [{ type: 'SHOW_TROPHY' }, { type: 'SHOW_END_BUTTONS' }],
  footer: [{ type: 'FINISH', problemUuid: null }],
};
const card = (uuid: string): DrillQuestion => ({
  uuid,
  type: 4,
  learnedStatus: 1,
  prompt: 'hello',
  translation: null,
  options: [],
  audio,
  ipa: [],
});

describe('the questions of a run', () => {
  const pages = [start, typing('p1'), typing('p2'), end];

  it('are the pages whose first footer item names a problem, with their sound and footer', () => {
    expect(problemOfPage(start)).toBeNull();
    const questions = questionsOfPages(pages);
    expect(questions.map((q) => q.problemUuid)).toEqual(['p1', 'p2']);
    expect(questions[0]).toMatchObject({ audio, footer: pages[1]!.footer });
    expect(questions[0]!.item.type).toBe('TYPING_PROBLEM');
  });

  it('end with the final question: the one whose next page names no problem (spec 4.3)', () => {
    expect(isFinalQuestionPage(pages, 1)).toBe(false);
    expect(isFinalQuestionPage(pages, 2)).toBe(true);
    expect(isFinalQuestionPage([typing('p1')], 0)).toBe(true);
  });

  it('stop at the first page without a problem after the questions', () => {
    expect(
      questionsOfPages([start, typing('p1'), end, typing('p9')]).map((q) => q.problemUuid),
    ).toEqual(['p1']);
  });

  it('read the start page texts', () => {
    expect(startTextsOf(pages)).toEqual([{ text: '2 questions', translation: '全2問' }]);
    expect(startTextsOf([typing('p1')])).toEqual([]);
  });

  it('wrap drill cards as their drill item, and pick practice cards in the asked order', () => {
    const question = drillQuestion(card('c1'));
    expect(question).toMatchObject({
      problemUuid: 'c1',
      audio,
      item: { type: 'DRILL_VOCABULARY' },
    });
    const practicePages: ExercisePage[] = ['c1', 'c2', 'c3'].map((uuid) => ({
      body: [{ type: 'DRILL_VOCABULARY', question: card(uuid) }],
      footer: [{ type: 'CHOICE', problemUuid: uuid }],
    }));
    expect(practiceQuestions(practicePages, ['c3', 'c1', 'zz']).map((q) => q.problemUuid)).toEqual([
      'c3',
      'c1',
    ]);
  });

  it('pick practice pages that ask a problem of their own (the words of sentence reading), with their sound', () => {
    const wordAudio = { url: '/w.mp3', britishUrl: null };
    const wordPage = (uuid: string, text: string): ExercisePage => ({
      body: [
        {
          type: 'READING_WORD',
          problemUuid: uuid,
          word: { uuid, text, translation: '訳', audio: wordAudio, ipa: [] },
        },
      ],
      footer: [
        { type: 'SPEECH', problemUuid: uuid },
        { type: 'SKIP', problemUuid: uuid },
      ],
    });
    const practicePages: ExercisePage[] = [
      wordPage('w1', 'picnic'),
      wordPage('w2', 'weather'),
      { body: [{ type: 'REVIEW', problemUuids: ['w1', 'w2'] }], footer: [end.footer[0]!] },
    ];
    const questions = practiceQuestions(practicePages, ['w2', 'w1', 'zz']);
    expect(questions.map((q) => q.problemUuid)).toEqual(['w2', 'w1']);
    expect(questions[0]).toMatchObject({
      item: { type: 'READING_WORD' },
      audio: wordAudio,
      footer: practicePages[1]!.footer,
    });
  });

  it('practise the questions of the test pages when the exercise has no practice pages', () => {
    expect(practiceQuestions([], ['p2', 'zz', 'p1'], pages).map((q) => q.problemUuid)).toEqual([
      'p2',
      'p1',
    ]);
    // A practice page wins over the test page of the same problem.
    const practicePage: ExercisePage = {
      body: [{ type: 'DRILL_VOCABULARY', question: card('p1') }],
      footer: [{ type: 'CHOICE', problemUuid: 'p1' }],
    };
    expect(practiceQuestions([practicePage], ['p1'], pages)[0]).toMatchObject({
      item: { type: 'DRILL_VOCABULARY' },
    });
  });
});
