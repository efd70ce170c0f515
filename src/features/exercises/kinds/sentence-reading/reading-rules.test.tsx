import { describe, expect, it } from 'vitest';
import type { Outcome } from '../kind';
import {
  markMissedWords,
  missedWordTexts,
  readingAnswerCall,
  readingEndBody,
  readingOutcome,
  readingPracticeProblems,
  readingSkipCall,
} from './reading-rules';
import { readingMessages as m } from './messages';
import {
  answer,
  audio,
  PRACTICE_QUESTIONS,
  RUN,
  SENTENCE,
  SENTENCE_ITEM,
  sentenceQuestion,
  wordQuestion,
  logged,
} from './test-fixtures';

const missed = (sentence: string, heard: string) =>
  markMissedWords(sentence, heard)
    .filter((w) => w.missed)
    .map((w) => w.text);

describe('the words the recogniser did not hear', () => {
  it('are none when every word was heard, whatever the case and punctuation', () => {
    expect(missed(SENTENCE, SENTENCE)).toEqual([]);
    expect(missed(SENTENCE, SENTENCE.toUpperCase().replace(/[.']/g, ''))).toEqual(["Let's"]);
    expect(
      missed(SENTENCE, 'lets take a picnic lunch to the park this sunday if the weather is nice'),
    ).toEqual(["Let's"]);
    expect(
      missed(
        SENTENCE,
        'LET’S TAKE A PICNIC LUNCH TO THE PARK, THIS SUNDAY IF THE WEATHER IS NICE!',
      ),
    ).toEqual([]);
  });

  it('are the sentence words outside what was heard, shown with their punctuation', () => {
    const words = markMissedWords(
      SENTENCE,
      "Let's take a lunch to the park this Sunday if the nice.",
    );
    expect(words.map((w) => w.text).join(' ')).toBe(SENTENCE);
    expect(words.filter((w) => w.missed).map((w) => w.text)).toEqual(['picnic', 'weather', 'is']);
    expect(missedWordTexts(markMissedWords(SENTENCE, "Let's take a picnic"))).toContain('nice');
  });

  it('tells repeated words apart by their place, and ignores extra words heard', () => {
    // "the" twice: the first was heard, the second not.
    expect(missed('the cat and the dog', 'um the cat and dog yes')).toEqual(['the']);
    const marked = markMissedWords('the cat and the dog', 'the cat and dog');
    expect(marked.map((w) => w.missed)).toEqual([false, false, false, true, false]);
  });

  it('keeps hyphenated words whole and never marks a word without letters', () => {
    expect(missed('A well-known place — here.', 'a well place here')).toEqual(['well-known']);
    expect(missed('A well-known place — here.', 'a well known place here')).toEqual([]);
    expect(missedWordTexts(markMissedWords('Hello, world!', 'hello'))).toEqual(['world']);
  });

  it('marks every word when nothing was heard', () => {
    expect(missed('Good morning.', '')).toEqual(['Good', 'morning.']);
  });
});

describe('the calls of single sentence reading', () => {
  it('logs the recognised text of the sentence through logExerciseAnswer', () => {
    expect(readingAnswerCall(answer('Let us go', 80), RUN, sentenceQuestion)).toEqual({
      operation: 'logExerciseAnswer',
      args: [
        'course-1',
        10,
        'reading-1',
        {
          logId: 7,
          problemUuid: 'p-sentence',
          answer: 'Let us go',
          skipped: false,
          responseTime: 3200,
        },
      ],
    });
  });

  it('logs a word practised on its own with wordPronunciationPractice=1', () => {
    const practice = { ...RUN, mode: 'practice' as const, logId: 8 };
    expect(readingAnswerCall(answer('weather', 90), practice, wordQuestion)).toEqual({
      operation: 'logExerciseAnswer',
      args: [
        'course-1',
        10,
        'reading-1',
        {
          logId: 8,
          problemUuid: 'w-weather',
          answer: 'weather',
          skipped: false,
          responseTime: 3200,
        },
        { wordPronunciationPractice: 1 },
      ],
    });
    expect(readingSkipCall(practice, wordQuestion).args).toEqual([
      'course-1',
      10,
      'reading-1',
      { logId: 8, problemUuid: 'w-weather', answer: null, skipped: true },
      { wordPronunciationPractice: 1 },
    ]);
  });

  it('skips the sentence without the practice query', () => {
    expect(readingSkipCall(RUN, sentenceQuestion).args).toEqual([
      'course-1',
      10,
      'reading-1',
      { logId: 7, problemUuid: 'p-sentence', answer: null, skipped: true },
    ]);
  });
});

describe('the outcome of a reading', () => {
  it("is the score's band, with the score and the marked sentence", () => {
    const heard = "Let's take a lunch to the park this Sunday if the weather is nice.";
    const outcome = readingOutcome(
      logged({
        problemUuid: 'p-sentence',
        isCorrect: false,
        retry: 0,
        learnStatus: null,
        correction: SENTENCE,
      }),
      answer(heard, 74),
      sentenceQuestion,
    );
    expect(outcome).toMatchObject({
      correct: false,
      verdict: 'close',
      verdictMessage: m.bandClose,
      skipped: false,
      given: heard,
      correction: null,
      meaning: SENTENCE_ITEM.translation,
      nextAttempt: null,
      detail: { kind: 'sentence', score: 74, recordingUrl: '/recordings/r1.wav', audio },
    });
    const detail = outcome.detail as { words: { text: string; missed: boolean }[] };
    expect(detail.words.filter((w) => w.missed).map((w) => w.text)).toEqual(['picnic']);
  });

  it('is one verdict however the backend judged the words (77: good, a silver trophy)', () => {
    const heard = "Let's take a picnic lunch to the park this Sunday if the weather nice.";
    const result = logged({ isCorrect: false, correction: SENTENCE });
    expect(readingOutcome(result, answer(heard, 77), sentenceQuestion)).toMatchObject({
      correct: true,
      verdict: 'correct',
      verdictMessage: m.bandGood,
    });
    expect(
      readingOutcome(logged({ isCorrect: true }), answer(SENTENCE, 40), sentenceQuestion),
    ).toMatchObject({ correct: false, verdict: 'incorrect', verdictMessage: m.bandTryAgain });
  });

  it('of a word is judged the same way', () => {
    const outcome = readingOutcome(
      logged({
        problemUuid: 'w-weather',
        isCorrect: true,
        retry: 0,
        learnStatus: null,
        correction: null,
      }),
      answer('weather', 91),
      wordQuestion,
    );
    expect(outcome).toMatchObject({
      correct: true,
      verdict: 'correct',
      verdictMessage: m.bandExcellent,
      given: 'weather',
      meaning: 'weatherの意味',
      detail: { kind: 'word', score: 91, words: [{ text: 'weather', missed: false }] },
    });
  });

  it('of a skip is wrong and shows the sentence', () => {
    expect(
      readingOutcome(logged({ isCorrect: false, correction: SENTENCE }), null, sentenceQuestion),
    ).toMatchObject({
      correct: false,
      skipped: true,
      given: null,
      correction: SENTENCE,
    });
    // A lost result still shows what was to be read.
    expect(readingOutcome(null, null, wordQuestion).correction).toBe('weather');
  });
});

const sentenceOutcome = (correct: boolean, heard: string, score: number): Outcome =>
  readingOutcome(
    logged({ isCorrect: correct, correction: correct ? null : SENTENCE }),
    answer(heard, score),
    sentenceQuestion,
  );
const skipped: Outcome = readingOutcome(null, null, sentenceQuestion);

describe('the end of a reading run', () => {
  it('sends the score of the sentence in a test run, 0 when it was skipped', () => {
    expect(readingEndBody([sentenceOutcome(false, 'take a picnic', 62)], 'test')).toEqual({
      totalScore: 62,
    });
    expect(readingEndBody([skipped], 'test')).toEqual({ totalScore: 0 });
    expect(readingEndBody([], 'test')).toEqual({ totalScore: 0 });
  });

  it('sends the counts the backend judged after a practice run of words', () => {
    const word = (heard: boolean, score: number) =>
      readingOutcome(logged({ isCorrect: heard }), answer('weather', score), wordQuestion);
    // 66 is "close" on the sheet; the backend heard the word and counts it right.
    const outcomes = [
      word(true, 92),
      word(true, 66),
      word(false, 20),
      readingOutcome(null, null, wordQuestion),
    ];
    expect(readingEndBody(outcomes, 'practice')).toEqual({
      numCorrectAnswers: 2,
      numIncorrectAnswers: 1,
      numSkipped: 1,
    });
  });
});

describe('the words a practice run goes through', () => {
  const questions = [sentenceQuestion];
  const practise = (asked: string[], outcomes: Record<string, Outcome>) =>
    readingPracticeProblems(asked, questions, outcomes, PRACTICE_QUESTIONS);

  it('are exactly the words the learner did not read, in the order of the sentence', () => {
    const heard = "Let's take a lunch to the park this Sunday if the is nice.";
    expect(practise(['p-sentence'], { 'p-sentence': sentenceOutcome(false, heard, 70) })).toEqual([
      'w-picnic',
      'w-weather',
    ]);
  });

  it('are any word of the sentence, not only its practice words', () => {
    // "is" is missed: it is practised, and nothing else.
    const heard = "Let's take a picnic lunch to the park this Sunday if the weather nice.";
    expect(practise(['p-sentence'], { 'p-sentence': sentenceOutcome(true, heard, 77) })).toEqual([
      'w-is',
    ]);
    const more = 'take a picnic lunch to park this Sunday if weather is.';
    expect(practise(['p-sentence'], { 'p-sentence': sentenceOutcome(false, more, 60) })).toEqual([
      'w-lets',
      'w-the',
      'w-nice',
    ]);
  });

  it('are the practice words when every word was read or the sentence was skipped', () => {
    const all = ['w-picnic', 'w-weather', 'w-sunday'];
    expect(practise(['p-sentence'], { 'p-sentence': sentenceOutcome(true, SENTENCE, 96) })).toEqual(
      all,
    );
    expect(practise(['p-sentence'], { 'p-sentence': skipped })).toEqual(all);
  });

  it('keep the words asked for after a practice run', () => {
    expect(
      readingPracticeProblems(['w-sunday', 'w-picnic'], [wordQuestion], {}, PRACTICE_QUESTIONS),
    ).toEqual(['w-sunday', 'w-picnic']);
  });
});
