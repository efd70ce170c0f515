import type { ExerciseAnswerLogResult } from '../../../../api/generated/model/exerciseAnswerLogResult';
import type { ReadingSentenceBodyItem } from '../../../../api/generated/model/readingSentenceBodyItem';
import type { ReadingWordBodyItem } from '../../../../api/generated/model/readingWordBodyItem';
import type { CallResult } from '../../player/call-operations';
import type { PlayerQuestion, RunContext } from '../kind';
import type { ReadingAnswer } from './reading-rules';

// The sentence of "Let's Go to the Park" and one of its words as questions, for the tests.

/** logExerciseAnswer's result to a reading, as the player hands it to the kind. */
export const logged = (
  fields: Partial<ExerciseAnswerLogResult>,
): CallResult<'logExerciseAnswer'> => ({
  operation: 'logExerciseAnswer',
  value: {
    problemUuid: 'p-sentence',
    isCorrect: false,
    retry: 0,
    learnStatus: null,
    correction: null,
    ...fields,
  },
});

export const SENTENCE = "Let's take a picnic lunch to the park this Sunday if the weather is nice.";
export const audio = { url: '/content/audio/us/s.mp3', britishUrl: null };
const word = (uuid: string, text: string) => ({
  uuid,
  text,
  translation: `${text}の意味`,
  audio: { url: `/content/audio/us/${text}.mp3`, britishUrl: null },
  ipa: ['p', 'ɪ'],
});
export const SENTENCE_ITEM: ReadingSentenceBodyItem = {
  type: 'READING_SENTENCE',
  problemUuid: 'p-sentence',
  sentence: SENTENCE,
  translation: '天気がよければ、今度の日曜日にお弁当を持って公園へ行きましょう。',
  audio,
  words: [word('w-picnic', 'picnic'), word('w-weather', 'weather'), word('w-sunday', 'Sunday')],
};
const WORD_ITEM: ReadingWordBodyItem = {
  type: 'READING_WORD',
  problemUuid: 'w-weather',
  word: word('w-weather', 'weather'),
};
export const sentenceQuestion: PlayerQuestion = {
  problemUuid: 'p-sentence',
  item: SENTENCE_ITEM,
  body: [SENTENCE_ITEM],
  footer: [
    { type: 'SPEECH', problemUuid: 'p-sentence' },
    { type: 'SKIP', problemUuid: 'p-sentence' },
  ],
  audio,
};
export const wordQuestion: PlayerQuestion = {
  problemUuid: 'w-weather',
  item: WORD_ITEM,
  body: [WORD_ITEM],
  footer: [{ type: 'SPEECH', problemUuid: 'w-weather' }],
  audio: WORD_ITEM.word.audio,
};
/** A word's practice page as a question (every word of the sentence has one). */
const wordPracticeQuestion = (uuid: string, text: string): PlayerQuestion => {
  const item: ReadingWordBodyItem = {
    type: 'READING_WORD',
    problemUuid: uuid,
    word: word(uuid, text),
  };
  return {
    problemUuid: uuid,
    item,
    body: [item],
    footer: [{ type: 'SPEECH', problemUuid: uuid }],
    audio: item.word.audio,
  };
};
/** The practice pages: the practice words first, then the sentence's other words. */
export const PRACTICE_QUESTIONS: PlayerQuestion[] = [
  wordPracticeQuestion('w-picnic', 'picnic'),
  wordPracticeQuestion('w-weather', 'weather'),
  wordPracticeQuestion('w-sunday', 'Sunday'),
  wordPracticeQuestion('w-lets', "Let's"),
  wordPracticeQuestion('w-the', 'the'),
  wordPracticeQuestion('w-is', 'is'),
  wordPracticeQuestion('w-nice', 'nice'),
];
export const RUN: RunContext = {
  courseUuid: 'course-1',
  exerciseType: 10,
  exerciseUuid: 'reading-1',
  logId: 7,
  mode: 'test',
  personalised: false,
};
export const answer = (text: string, pronScore: number): ReadingAnswer => ({
  text,
  displayText: text,
  pronScore,
  recordingUrl: '/recordings/r1.wav',
  responseTime: 3200,
});
