// What one exercise kind brings to the player (the Oppia "interaction" pattern): the question it
// shows, how an answer travels to the backend (a queued call), and how the backend's answer reads
// as an outcome. The player owns everything else: the session, the pages, the feedback sheet, the
// review, the trophy. A kind whose exercise is not a row of questions (chat: a conversation)
// brings its own screen instead (ScreenKind), standing on the same run core
// (../player/use-run-core.ts). A new kind is a folder under ./ and one line in ./kind-table.ts.
import type { ComponentType, ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { ContentAudio } from '../../../api/generated/model/contentAudio';
import type { ExerciseBodyItem } from '../../../api/generated/model/exerciseBodyItem';
import type { ExerciseDetails } from '../../../api/generated/model/exerciseDetails';
import type { ExerciseFooterItem } from '../../../api/generated/model/exerciseFooterItem';
import type { LearnStatusChange } from '../../../api/generated/model/learnStatusChange';
import type { playerMessages, resultMessages } from '../messages';
import type { CallResult, OperationName } from '../player/call-operations';

/** One question of a run: the problem, the page body item that poses it and its page. */
export type PlayerQuestion = {
  problemUuid: string;
  /** The body item that holds the problem (a drill question is wrapped as its drill item). */
  item: ExerciseBodyItem;
  /** Every body item of the page (dictation's question, audio…); [item] for drills. */
  body: ExerciseBody;
  /** The page's footer: the answer control it asks for (TEXT, CHOICE, TILES…), then SKIP. */
  footer: ExerciseFooterItem[];
  /** The sound the replay key plays, if the question has one. */
  audio: ContentAudio | null;
};
type ExerciseBody = ExerciseBodyItem[];

/** What the player knows of the run an answer belongs to. */
export type RunContext = {
  courseUuid: string;
  exerciseType: number;
  exerciseUuid: string;
  logId: number;
  mode: 'test' | 'practice';
  /** Personalised practice (skills): answers go to the practice operations. */
  personalised: boolean;
};

/** An offline call: a generated request function's name and its arguments (./player/offline-calls.ts). */
export type AnswerCall<N extends OperationName = OperationName> = { operation: N; args: unknown[] };

/** How the backend judged an answer, as the feedback sheet and the review show it. */
export type Outcome = {
  /** null: not judged (demo, writing). */
  correct: boolean | null;
  skipped: boolean;
  /** The learner's answer as shown to them. */
  given: string | null;
  /** The right answer as shown (only when wrong or skipped and the backend told it). */
  correction: string | null;
  /** The Japanese meaning to show after answering, when there is one. */
  meaning: string | null;
  /** A further attempt of the same problem is allowed (dictation): the next attempt's index. */
  nextAttempt: number | null;
  /** Drills: the card's learned status after this answer. */
  learnStatus: LearnStatusChange | null;
  /** Anything else the kind's Answered part shows (writing feedback, dictation words…). */
  detail?: unknown;
  /** The kind's own verdict, when it knows better than `correct` (the sheet's colour). */
  verdict?: 'correct' | 'close' | 'incorrect';
  /** The kind's own heading for the sheet, instead of the default for `correct`. */
  verdictMessage?: MessageDescriptor;
  /**
   * Not marked yet: answered offline in a run of a kind with `deferredOffline`, the answer waits
   * in the queue and the backend's answer replaces this outcome once delivered (never a guess).
   */
  deferred?: boolean;
};

export type QuestionProps<A> = {
  question: PlayerQuestion;
  /** 0 on the first attempt of the problem. */
  attempt: number;
  /** The outcome of the previous attempt of this problem (dictation), else null. */
  previous: Outcome | null;
  /** Sends the answer (the player throttles clicks and queues the call). */
  onAnswer: (answer: A) => void;
  /** True while an answer is on its way or the question is answered. */
  disabled: boolean;
  /** Show hint help (hints toggle). */
  hints: boolean;
  /** The run the question belongs to (the speaking kinds name it in the streaming log). */
  run?: RunContext | null;
};

export type AnsweredProps = { question: PlayerQuestion; outcome: Outcome };

/**
 * A kind of the question player: `A` is its answer, `N` the operations its answer and skip calls
 * name, so `outcome` reads the typed result of the kind's own calls (CallResult<N>).
 */
export type ExerciseKind<A = never, N extends OperationName = OperationName> = {
  /** The question (body and answer control). It owns its own keyboard: number keys, Enter… */
  Question: ComponentType<QuestionProps<A>>;
  /** Extra lines of the feedback sheet after answering (optional). */
  Answered?: ComponentType<AnsweredProps>;
  /**
   * A typed kind (typing, translation): a miss is shown word by word against the closest
   * accepted answer (the backend's `correction`), and "close" is measured by src/lib/rules/marking.
   */
  compareWords?: boolean;
  /**
   * The question marks the answer in place once judged (choice options: the right one and a
   * wrong pick), so the sheet does not repeat the answer and the correction.
   */
  marksInPlace?: boolean;
  /** Extra lines of the question's row in the review (optional): what a listening kind heard. */
  ReviewDetail?: ComponentType<AnsweredProps>;
  /** How the question reads in one line of the review (the prompt). */
  reviewText: (question: PlayerQuestion) => string;
  /** The call that sends an answer. */
  answerCall: (
    answer: A,
    run: RunContext,
    question: PlayerQuestion,
    attempt: number,
  ) => AnswerCall<N>;
  /** The call that skips the question. */
  skipCall: (run: RunContext, question: PlayerQuestion, attempt: number) => AnswerCall<N>;
  /**
   * Judges an answer (null: skipped) on the device, as the backend's answer to the kind's call
   * would read (so `outcome` reads it unchanged), with the shared marking rules
   * (src/lib/rules/marking). Only a kind whose answer key is the material the page shows has it
   * (the typing drill: the sentence to type; the demo: not judged): answers stay on the server
   * for the others (contracts/schemas/exercise-content.yaml). A kind with it starts and finishes
   * offline, its calls waiting as offline calls; one without it (nor `deferredOffline`) needs
   * the network to start.
   */
  judgeOffline?: (answer: A | null, question: PlayerQuestion) => CallResult<N> | null;
  /**
   * Its questions are the pages' own (the downloaded content) but its answer key stays on the
   * server: it starts and is played offline with deferred marking. An answer given offline is
   * queued and shown as saved (no verdict), and its outcome comes from the backend's answer once
   * the queue delivers it; the end waits for every mark (its counts must match the logged answers).
   * Only kinds with one attempt per question (the choice and translation kinds): a further
   * attempt (dictation) depends on the mark.
   */
  deferredOffline?: boolean;
  /**
   * Reads the backend's answer to the kind's call (null: a kind that judges on the device with
   * nothing to tell, the demo).
   */
  outcome: (
    result: CallResult<N> | null,
    answer: A | null,
    question: PlayerQuestion,
    attempt: number,
  ) => Outcome;
  /**
   * Drills (vocabulary, listening, pronunciation): questions come from startExercise and learned
   * status moves. The result of a drill offers the test again and a practice run.
   */
  drill?: boolean;
  /**
   * Not a card drill, but the result offers the test again and a practice run after every run,
   * as a drill's does (the typing and translation drills; single sentence reading, whose practice
   * goes through the sentence's words). Other judged kinds offer them after a run without a
   * trophy; a practice run of a kind without practice pages goes through its test's questions.
   */
  practiceRun?: boolean;
  /** Not judged: no skip button, the question is "done" once sent (demo). */
  unjudged?: boolean;
  /**
   * Moves on to the next question as soon as the answer is back, without the feedback sheet
   * (the demo: one tap a line).
   */
  advancesOnAnswer?: boolean;
  /**
   * The words of a run whose steps are not questions (the demo's lines): the question heading
   * ({number}, {total}), the progress bar's text ({done}, {total}) and the result's "done" line
   * ({count}). Without it, questions.
   */
  stepWords?: {
    heading: typeof playerMessages.questionHeading;
    progress: typeof playerMessages.progress;
    finished: typeof resultMessages.finished;
  };
  /**
   * The end call's body instead of the answer counts (single sentence reading ends a test with
   * its totalScore), from the latest outcome of each question; null (or no endBody): the counts.
   */
  endBody?: (outcomes: Outcome[], mode: RunContext['mode']) => EndScore | null;
  /**
   * Whether an answered question left something to practise although it is judged right
   * (single sentence reading: a good reading with a word not heard), so the result offers
   * "practise the ones you missed"; without it, only questions not judged right do.
   */
  hasMisses?: (outcome: Outcome) => boolean;
  /**
   * The problems a practice run goes through when the result asks to practise `asked` (single
   * sentence reading: the sentence stands for its words); without it, `asked` itself.
   * `practice`: the questions of every practice page.
   */
  practiceProblems?: (
    asked: string[],
    questions: PlayerQuestion[],
    outcomes: Record<string, Outcome>,
    practice: PlayerQuestion[],
  ) => string[];
};

/** How a scored exercise ends (spec 7: single sentence reading sends logId and totalScore). */
export type EndScore =
  | { totalScore: number }
  /** Counts the kind knows better than the outcomes' `correct` (reading: the backend's judgement). */
  | {
      totalScore?: never;
      numCorrectAnswers: number;
      numIncorrectAnswers: number;
      numSkipped: number;
    };

/** Where a run goes: the exercise, its assignment and class, what the route's query asked for. */
export type RunTarget = {
  courseUuid: string;
  exerciseUuid: string;
  assignmentId: number | null;
  problemCount: number;
  schoolGrade: number;
  /** The live class the exercise is done in. */
  live: { sessionId: number; limitedModeId: number } | null;
  /** Personalised practice (skills): a drill type's practice operations. */
  personalised: boolean;
};

/** The route's view of a run: leaving asks while it is in progress. */
export type RunStatus = 'initial' | 'in-progress' | 'finished';

/** What the exercise route gives the screen that plays an exercise, whatever its kind. */
export type KindScreenProps = {
  details: ExerciseDetails;
  target: RunTarget;
  audio: { accent: number; speed: number };
  /** The audio settings form the settings popup shows (composed by the route). */
  settings: ReactNode;
  /** Start without the overview (drills in a live class, spec 4.3); a screen without one ignores it. */
  autoStart: boolean;
  onExit: () => void;
  onFinish: (logId: number | null) => void;
  onNextExercise: (() => void) | null;
  onStatusChange: (status: RunStatus) => void;
};

/** A kind that plays in a screen of its own instead of the question player (chat). */
export type ScreenKind = { Screen: ComponentType<KindScreenProps> };
