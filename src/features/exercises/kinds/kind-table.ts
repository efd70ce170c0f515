// Exercise type → the kind that plays it in the player (spec 3's type numbers). Chat (1) is not
// here: its conversation has its own runner (./chat/chat-conversation.tsx), which the exercise
// route picks for type 1. The speaking kinds (pronunciation drill 6, single sentence reading 10)
// record through the shared speaking module (../speaking).
import { demoKind } from './demo/demo-kind';
import { dictationKind } from './dictation/dictation-kind';
import { drillListeningKind } from './drill-listening/drill-listening-kind';
import { drillPronunciationKind } from './drill-pronunciation/drill-pronunciation-kind';
import { drillTranslationKind } from './drill-translation/drill-translation-kind';
import { drillTypingKind } from './drill-typing/drill-typing-kind';
import { drillVocabularyKind } from './drill-vocabulary/drill-vocabulary-kind';
import type { ExerciseKind } from './kind';
import { listeningQuizKind } from './listening-quiz/listening-quiz-kind';
import { pictureMatchKind } from './picture-match/picture-match-kind';
import { quizTranslationKind } from './quiz-translation/quiz-translation-kind';
import { sentenceReadingKind } from './sentence-reading/sentence-reading-kind';
import { writingKind } from './writing/writing-kind';

/** A kind with its answer type forgotten: the player hands each kind only its own answers. */
const playable = <A>(kind: ExerciseKind<A>) => kind as unknown as ExerciseKind<unknown>;

const KINDS: Readonly<Record<number, ExerciseKind<unknown>>> = {
  2: playable(demoKind),
  3: playable(dictationKind),
  4: playable(drillVocabularyKind),
  5: playable(drillListeningKind),
  6: playable(drillPronunciationKind),
  7: playable(listeningQuizKind),
  8: playable(pictureMatchKind),
  9: playable(drillTypingKind),
  10: playable(sentenceReadingKind),
  11: playable(quizTranslationKind),
  12: playable(drillTranslationKind),
  13: playable(writingKind),
};

export function kindOf(exerciseType: number): ExerciseKind<unknown> | null {
  return KINDS[exerciseType] ?? null;
}
