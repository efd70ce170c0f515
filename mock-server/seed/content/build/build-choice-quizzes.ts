import type { ContentBodyItem } from '../../../db/exercise-content';
import type { ListeningQuizSource, PictureMatchSource } from '../source-types';
import { choiceKey } from './answer-keys';
import { imageUrl, partUuid, type BuildContext, type BuiltExercise } from './build-context';
import { countText, endPages, questionPage, startPage } from './page-parts';
import { optionId, stableShuffle } from './stable-order';

// Listening quiz (7): hear a line or a short dialogue, answer a question by choosing an option.
// Picture match (8): hear and read a word, choose its picture among three pictures of the other
// words. Options are shuffled reproducibly; the correct option id stays in the answer key, and so
// does a listening quiz's transcript (lines heard with their Japanese), told after answering.

export function buildListeningQuiz(
  source: ListeningQuizSource,
  context: BuildContext,
): BuiltExercise {
  const questions = source.questions.map((question, index) => {
    const problemUuid = partUuid(context, 'problem', index);
    const correct = question.options[question.answer];
    if (!correct)
      throw new Error(`${context.key}: question ${index} has no option ${question.answer}`);
    const shuffled = stableShuffle(question.options, problemUuid);
    const body: ContentBodyItem = {
      type: 'LISTENING_QUIZ_PROBLEM',
      problemUuid,
      question: question.question,
      translation: question.ja,
      audio: context.clips.speak(
        context.key,
        question.audio.map((line) => ({ voice: line.voice, text: line.en })),
      ),
      options: shuffled.map((option, at) => ({
        id: optionId(at),
        text: option.en,
        translation: option.ja,
      })),
    };
    // What was heard is told with the answer's result, never on the page (it gives the answer).
    const key = {
      ...choiceKey(problemUuid, correct.en, optionId(shuffled.indexOf(correct))),
      transcript: question.audio.map((line) => ({
        voice: line.voice,
        text: line.en,
        translation: line.ja,
      })),
    };
    return { problemUuid, page: questionPage([body], 'CHOICE', problemUuid), key };
  });
  return {
    pages: [
      startPage([countText(questions.length, 'questions')]),
      ...questions.map((q) => q.page),
      ...endPages(questions.map((q) => q.problemUuid)),
    ],
    practicePages: [],
    problems: questions.map((q) => q.key),
  };
}

export function buildPictureMatch(
  source: PictureMatchSource,
  context: BuildContext,
): BuiltExercise {
  if (source.items.length < 4)
    throw new Error(`${context.key}: picture match needs at least 4 words`);
  const items = source.items.map((item, index) => ({
    ...item,
    problemUuid: partUuid(context, 'problem', index),
    audio: context.clips.speak(context.key, [{ voice: 'female', text: item.word }]),
  }));
  const questions = items.map((item) => {
    const others = stableShuffle(
      items.filter((other) => other !== item),
      item.problemUuid,
    ).slice(0, 3);
    const pictures = stableShuffle([item, ...others], `${item.problemUuid}:options`);
    const body: ContentBodyItem = {
      type: 'PICTURE_MATCH_PROBLEM',
      problemUuid: item.problemUuid,
      word: item.word,
      audio: item.audio,
      options: pictures.map((picture, at) => ({
        id: optionId(at),
        imageUrl: imageUrl('picture-match', picture.image),
      })),
    };
    const key = choiceKey(item.problemUuid, item.word, optionId(pictures.indexOf(item)));
    return { page: questionPage([body], 'CHOICE', item.problemUuid), key };
  });
  const scope: ContentBodyItem = {
    type: 'EXERCISE_SCOPE',
    title: context.title,
    items: items.map((item) => ({
      uuid: item.problemUuid,
      text: item.word,
      translation: item.ja,
      learnedStatus: null,
      audio: item.audio,
    })),
  };
  return {
    pages: [
      startPage([scope]),
      ...questions.map((q) => q.page),
      ...endPages(items.map((item) => item.problemUuid)),
    ],
    practicePages: [],
    problems: questions.map((q) => q.key),
  };
}
