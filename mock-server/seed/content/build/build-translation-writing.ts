import type { TranslationDrillSource, TranslationQuizSource, WritingSource } from '../source-types';
import { sentenceKey } from './answer-keys';
import type { BuildContext, BuiltExercise } from './build-context';
import { countText } from './page-parts';
import { pagePerProblem } from './page-per-problem';
import { stableScramble } from './stable-order';

// Translation quiz (11): write the Japanese sentence in English, with hint words and the length of
// the model answer. Translation drill (12): put the English word tiles in order (or, `typed`, type
// the sentence). Writing (13): free
// writing within word limits, not judged right or wrong. Accepted sentences stay in the answer key.

const wordsOf = (sentence: string) => sentence.split(/\s+/).filter(Boolean);

/** The tiles of an answer: its words without the final punctuation, the first one in lower case
 * (unless it is "I" or a contraction of it, or the sentence opens with a name: give `tiles`). */
export function tilesOf(answer: string): string[] {
  const words = wordsOf(answer.replace(/[.!?]+$/, ''));
  const first = words[0] ?? '';
  const keep = /^I(\b|')/.test(first);
  return [keep ? first : first.toLowerCase(), ...words.slice(1)];
}

export function buildTranslationQuiz(
  source: TranslationQuizSource,
  context: BuildContext,
): BuiltExercise {
  return pagePerProblem(source.questions, context, {
    start: [countText(source.questions.length, 'questions')],
    control: 'TEXT',
    body: ({ source: question, problemUuid }) => [
      {
        type: 'TRANSLATION_QUIZ_PROBLEM',
        problemUuid,
        prompt: question.ja,
        hintWords: question.hints,
        wordCount: wordsOf(question.answers[0]!).length,
      },
    ],
    key: ({ source: question, problemUuid }) => sentenceKey(problemUuid, question.answers),
  });
}

export function buildTranslationDrill(
  source: TranslationDrillSource,
  context: BuildContext,
): BuiltExercise {
  return pagePerProblem(source.questions, context, {
    start: [countText(source.questions.length, 'questions')],
    control: source.typed ? 'TEXT' : 'TILES',
    body: ({ source: question, problemUuid }) => [
      {
        type: 'TRANSLATION_DRILL_PROBLEM',
        problemUuid,
        prompt: question.ja,
        tiles: stableScramble(question.tiles ?? tilesOf(question.answers[0]!), problemUuid),
      },
    ],
    key: ({ source: question, problemUuid }) => sentenceKey(problemUuid, question.answers),
  });
}

export function buildWriting(source: WritingSource, context: BuildContext): BuiltExercise {
  return pagePerProblem(source.prompts, context, {
    start: [countText(source.prompts.length, 'questions')],
    control: 'WRITING',
    body: ({ source: prompt, problemUuid }) => [
      {
        type: 'WRITING_PROBLEM',
        problemUuid,
        prompt: prompt.en,
        translation: prompt.ja,
        minWords: prompt.minWords,
        maxWords: prompt.maxWords,
        usefulPhrases: prompt.phrases,
      },
    ],
    key: ({ source: prompt, problemUuid }) => ({
      kind: 'writing',
      problemUuid,
      expected: prompt.model,
      practiceOnly: false,
      minWords: prompt.minWords,
      maxWords: prompt.maxWords,
    }),
  });
}
