import type { ExerciseSource } from '../source-types';
import type { BuildContext, BuiltExercise } from './build-context';
import { buildChat } from './build-chat';
import { buildListeningQuiz, buildPictureMatch } from './build-choice-quizzes';
import { buildDemo } from './build-demo';
import { buildDictation } from './build-dictation';
import { buildDrill } from './build-drills';
import { buildReading, buildTyping } from './build-typing-reading';
import {
  buildTranslationDrill,
  buildTranslationQuiz,
  buildWriting,
} from './build-translation-writing';

/** The pages and answer key of one exercise, by its type. */
export function buildExercise(source: ExerciseSource, context: BuildContext): BuiltExercise {
  switch (source.type) {
    case 1:
      return buildChat(source, context);
    case 2:
      return buildDemo(source, context);
    case 3:
      return buildDictation(source, context);
    case 4:
    case 5:
    case 6:
      return buildDrill(source, context);
    case 7:
      return buildListeningQuiz(source, context);
    case 8:
      return buildPictureMatch(source, context);
    case 9:
      return buildTyping(source, context);
    case 10:
      return buildReading(source, context);
    case 11:
      return buildTranslationQuiz(source, context);
    case 12:
      return buildTranslationDrill(source, context);
    case 13:
      return buildWriting(source, context);
  }
}
