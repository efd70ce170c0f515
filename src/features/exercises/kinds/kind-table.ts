// Exercise type → the kind that plays it (spec 3's type numbers), and the screen it plays in:
// the question player (../player/exercise-player.tsx) with the kind's parts, or the kind's own
// screen (chat, a conversation: ./chat/chat-kind.ts). Both stand on the same run core
// (../player/use-run-core.ts). The speaking kinds (pronunciation drill 6, single sentence
// reading 10, chat 1) record through the shared speaking module (../speaking).
import { createElement, type ComponentType } from 'react';
import { ExercisePlayer } from '../player/exercise-player';
import type { OperationName } from '../player/call-operations';
import { chatKind } from './chat/chat-kind';
import { demoKind } from './demo/demo-kind';
import { dictationKind } from './dictation/dictation-kind';
import { drillListeningKind } from './drill-listening/drill-listening-kind';
import { drillPronunciationKind } from './drill-pronunciation/drill-pronunciation-kind';
import { drillTranslationKind } from './drill-translation/drill-translation-kind';
import { drillTypingKind } from './drill-typing/drill-typing-kind';
import { drillVocabularyKind } from './drill-vocabulary/drill-vocabulary-kind';
import type { ExerciseKind, KindScreenProps, ScreenKind } from './kind';
import { listeningQuizKind } from './listening-quiz/listening-quiz-kind';
import { pictureMatchKind } from './picture-match/picture-match-kind';
import { quizTranslationKind } from './quiz-translation/quiz-translation-kind';
import { sentenceReadingKind } from './sentence-reading/sentence-reading-kind';
import { writingKind } from './writing/writing-kind';

type Entry = {
  /** The kind's parts in the question player; null for a kind with its own screen. */
  kind: ExerciseKind<unknown> | null;
  Screen: ComponentType<KindScreenProps>;
};

/**
 * A kind of the question player (its answer and result types forgotten: the player hands it only
 * its own answers, and the results of its own calls).
 */
function inPlayer<A, N extends OperationName>(questionKind: ExerciseKind<A, N>): Entry {
  const kind = questionKind as unknown as ExerciseKind<unknown>;
  const Screen = (props: KindScreenProps) => createElement(ExercisePlayer, { ...props, kind });
  return { kind, Screen };
}

const ownScreen = ({ Screen }: ScreenKind): Entry => ({ kind: null, Screen });

const KINDS: Readonly<Record<number, Entry>> = {
  1: ownScreen(chatKind),
  2: inPlayer(demoKind),
  3: inPlayer(dictationKind),
  4: inPlayer(drillVocabularyKind),
  5: inPlayer(drillListeningKind),
  6: inPlayer(drillPronunciationKind),
  7: inPlayer(listeningQuizKind),
  8: inPlayer(pictureMatchKind),
  9: inPlayer(drillTypingKind),
  10: inPlayer(sentenceReadingKind),
  11: inPlayer(quizTranslationKind),
  12: inPlayer(drillTranslationKind),
  13: inPlayer(writingKind),
};

/** The question kind of a type (personalised practice plays drills in the player), else null. */
export function kindOf(exerciseType: number): ExerciseKind<unknown> | null {
  return KINDS[exerciseType]?.kind ?? null;
}

/**
 * The screen that plays each exercise type, whatever its kind; none for a type the app lacks. A
 * table read in render (not a function called there), so the screen is plainly a component
 * declared once, not one made during render.
 */
export const SCREENS: Readonly<Partial<Record<number, ComponentType<KindScreenProps>>>> =
  Object.fromEntries(Object.entries(KINDS).map(([type, { Screen }]) => [type, Screen]));
