import type { TranslationDrillSource, TranslationQuizSource, WritingSource } from '../source-types';
import { partUuid, type BuildContext, type BuiltExercise } from './build-context';
import { endPages, questionPage, startPage } from './page-parts';
import { stableScramble } from './stable-order';

// Translation quiz (11): write the Japanese sentence in English, with hint words and the length of
// the model answer. Translation drill (12): put the English word tiles in order. Writing (13): free
// writing within word limits, not judged right or wrong. Accepted sentences stay in the answer key.

const countPage = (count: number) =>
  startPage([{ type: 'PLAIN_TEXT', text: `${count} questions`, translation: `全${count}問` }]);

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
  const questions = source.questions.map((question, index) => ({
    question,
    problemUuid: partUuid(context, 'problem', index),
  }));
  return {
    pages: [
      countPage(questions.length),
      ...questions.map(({ question, problemUuid }) =>
        questionPage(
          [
            {
              type: 'TRANSLATION_QUIZ_PROBLEM',
              problemUuid,
              prompt: question.ja,
              hintWords: question.hints,
              wordCount: wordsOf(question.answers[0]!).length,
            },
          ],
          'TEXT',
          problemUuid,
        ),
      ),
      ...endPages(questions.map((q) => q.problemUuid)),
    ],
    practicePages: [],
    problems: questions.map(({ question, problemUuid }) => ({
      kind: 'sentence',
      problemUuid,
      expected: question.answers[0]!,
      practiceOnly: false,
      accepted: question.answers,
    })),
  };
}

export function buildTranslationDrill(
  source: TranslationDrillSource,
  context: BuildContext,
): BuiltExercise {
  const questions = source.questions.map((question, index) => ({
    question,
    problemUuid: partUuid(context, 'problem', index),
  }));
  return {
    pages: [
      countPage(questions.length),
      ...questions.map(({ question, problemUuid }) =>
        questionPage(
          [
            {
              type: 'TRANSLATION_DRILL_PROBLEM',
              problemUuid,
              prompt: question.ja,
              tiles: stableScramble(question.tiles ?? tilesOf(question.answers[0]!), problemUuid),
            },
          ],
          'TILES',
          problemUuid,
        ),
      ),
      ...endPages(questions.map((q) => q.problemUuid)),
    ],
    practicePages: [],
    problems: questions.map(({ question, problemUuid }) => ({
      kind: 'sentence',
      problemUuid,
      expected: question.answers[0]!,
      practiceOnly: false,
      accepted: question.answers,
    })),
  };
}

export function buildWriting(source: WritingSource, context: BuildContext): BuiltExercise {
  const prompts = source.prompts.map((prompt, index) => ({
    prompt,
    problemUuid: partUuid(context, 'problem', index),
  }));
  return {
    pages: [
      countPage(prompts.length),
      ...prompts.map(({ prompt, problemUuid }) =>
        questionPage(
          [
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
          'WRITING',
          problemUuid,
        ),
      ),
      ...endPages(prompts.map((p) => p.problemUuid)),
    ],
    practicePages: [],
    problems: prompts.map(({ prompt, problemUuid }) => ({
      kind: 'writing',
      problemUuid,
      expected: prompt.model,
      practiceOnly: false,
      minWords: prompt.minWords,
      maxWords: prompt.maxWords,
    })),
  };
}
