import '../exercises.css';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { audioService } from '../../../lib/services/audio/audio-service';
import type { ExerciseKind, KindScreenProps } from '../kinds/kind';
import { playerMessages } from '../messages';
import { AnsweredSheet } from './components/answered-sheet';
import { QuestionOutcomeContext } from './question-outcome';
import { AudioControls } from './components/audio-controls';
import { ExerciseOverview } from './components/exercise-overview';
import { ProgressBar } from './components/progress-bar';
import { RunResult, TROPHY_DELAY_MS } from './components/run-result';
import { RunReview } from './components/run-review';
import { SavingStatus } from './components/saving-status';
import { RunBar } from './components/run-bar';
import { afterPaint } from './after-paint';
import { questionsDone, isLastQuestion } from './run-state';
import { useExerciseRun } from './use-exercise-run';
import { PLACE_PRECISION, useLivePlace } from '../../../lib/services/live-place';
import { runPlace } from './run-place';
import { startsOffline } from '../../../lib/rules/offline-start';
import { verdictOf } from './verdict';

export type ExercisePlayerProps = KindScreenProps & { kind: ExerciseKind<unknown> };

/** The exercise player: one session of one exercise, whatever its kind (./kinds/kind.ts). */
export function ExercisePlayer(props: ExercisePlayerProps) {
  const { details, kind, target } = props;
  const intl = useIntl();
  const run = useExerciseRun(details, kind, target);
  const { state } = run;
  const [hints, setHints] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const questionHeading = useRef<HTMLHeadingElement>(null);
  /** The run whose review was opened: its result shows again without the trophy's wait. */
  const [reviewed, setReviewed] = useState<number | null>(null);

  // Finished offline: the answers and the end are safe on the device (the end queued behind them,
  // counted from their marks when it goes, ./deferred-run-end.ts), so leaving loses nothing and the screen
  // is told the run is over: ✕ leaves without the question that a trophy would be lost.
  const savedOnDevice =
    state.screen === 'finishing' &&
    !state.endFailed &&
    (run.queuedOffline || run.awaitingMarks > 0);
  const reported = savedOnDevice ? 'finished' : state.status;
  const { onStatusChange } = props;
  useEffect(() => onStatusChange(reported), [reported, onStatusChange]);
  // Where the learner is in the run, for the teacher's room (personalised practice is no
  // exercise of a class).
  useLivePlace(target.personalised ? null : runPlace(target, state), PLACE_PRECISION.player);

  useEffect(() => {
    audioService.configure(props.audio);
  }, [props.audio]);

  // Every sound of the run is fetched one after another, so the next question's is ready.
  useEffect(() => {
    audioService.preload(state.questions.flatMap((q) => (q.audio ? [q.audio] : [])));
  }, [state.questions]);

  const question = state.status === 'in-progress' ? state.questions[state.index] : undefined;
  const onQuestion = state.screen === 'question' && question !== undefined;
  const answered = state.screen === 'answered';
  // A new question: its sound plays and the focus moves to it.
  useEffect(() => {
    if (!onQuestion || !question) return;
    const cancel = afterPaint(() => {
      // The focus moves to the new question, unless the kind already put it in its answer field.
      const section = questionHeading.current?.closest('section');
      if (!section?.contains(document.activeElement)) questionHeading.current?.focus();
      if (question.audio) void audioService.play(question.audio);
    });
    return () => {
      cancel();
      audioService.stop();
    };
  }, [onQuestion, question, state.attempt]);

  const outcome = question ? state.outcomes[question.problemUuid] : undefined;
  if (state.screen === 'answered' && outcome) {
    // The sheet's own verdict (「おしい！」 for a close answer, a kind's own heading), not only right
    // or wrong: a screen reader hears what the sheet shows. Derived during render; it stays until
    // the next sheet.
    const { message } = verdictOf(outcome, kind);
    const correction =
      outcome.correct === false && outcome.correction ? ` ${outcome.correction}` : '';
    const said = `${intl.formatMessage(message)}${correction}`;
    if (said !== announcement) setAnnouncement(said);
  }

  // A kind that moves on by itself (the demo, one tap a line) shows no feedback sheet.
  const { next } = run;
  const advances = Boolean(kind.advancesOnAnswer) && answered && outcome?.nextAttempt === null;
  useEffect(() => {
    if (advances) next();
  }, [advances, next]);

  const autoStarted = useRef(false);
  useEffect(() => {
    if (props.autoStart && state.status === 'initial' && !autoStarted.current) {
      autoStarted.current = true;
      void run.begin();
    }
  }, [props.autoStart, state.status, run]);

  const Question = kind.Question;
  const total = state.questions.length;
  const missed = state.questions
    .filter((q) => {
      const outcome = state.outcomes[q.problemUuid];
      return outcome?.correct !== true || (outcome && kind.hasMisses?.(outcome)) === true;
    })
    .map((q) => q.problemUuid);

  return (
    <div className="exercise-player">
      <RunBar
        progress={
          state.status === 'in-progress' ? (
            <ProgressBar
              done={questionsDone(state)}
              total={total}
              words={kind.stepWords?.progress}
            />
          ) : null
        }
        title={details.exercise.title}
        hints={hints}
        onHintsChange={setHints}
        onExit={props.onExit}
        settings={props.settings}
      />
      <SavingStatus />
      <p className="visually-hidden" role="status" aria-live="assertive">
        {announcement}
      </p>

      {/* A retry from the result says why it did not start beside its buttons. */}
      {run.error === 'start' && state.screen !== 'result' ? (
        <p className="notice notice--warning" role="alert">
          {intl.formatMessage(playerMessages.startError)}
        </p>
      ) : null}
      {run.error === 'start-offline' && state.screen !== 'result' ? (
        <p className="notice notice--warning" role="alert">
          {intl.formatMessage(playerMessages.startOffline)}
        </p>
      ) : null}
      {run.error === 'answer' ? (
        <p className="notice notice--warning" role="alert">
          {intl.formatMessage(playerMessages.answerError)}
        </p>
      ) : null}

      {state.status === 'initial' ? (
        <ExerciseOverview
          details={details}
          drill={Boolean(kind.drill)}
          personalised={target.personalised}
          starting={run.starting}
          onStart={(uuids) => void run.begin({ problemUuids: uuids })}
          onPractise={(uuids) => void run.practise(uuids)}
        />
      ) : null}

      {(onQuestion || answered) && question ? (
        <section className="run-question" aria-labelledby="run-question-heading">
          <h1
            id="run-question-heading"
            ref={questionHeading}
            tabIndex={-1}
            className="run-question__heading"
          >
            {intl.formatMessage(kind.stepWords?.heading ?? playerMessages.questionHeading, {
              number: state.index + 1,
              total,
            })}
            {state.attempt > 0 ? (
              <span className="run-question__attempt">
                {' '}
                {intl.formatMessage(playerMessages.attempt, { attempt: state.attempt + 1 })}
              </span>
            ) : null}
          </h1>
          {question.audio ? <AudioControls audio={question.audio} /> : null}
          <QuestionOutcomeContext.Provider value={answered ? (outcome ?? null) : null}>
            <Question
              key={`${question.problemUuid}:${state.attempt}`}
              question={question}
              attempt={state.attempt}
              previous={state.attempt > 0 ? (outcome ?? null) : null}
              onAnswer={run.answer}
              disabled={state.pending !== null || answered}
              hints={hints}
              run={run.context}
            />
          </QuestionOutcomeContext.Provider>
          <div className="run-footer run-footer--question">
            {state.pending ? (
              <p className="run-footer__sending" role="status">
                {intl.formatMessage(playerMessages.sending)}
              </p>
            ) : null}
            {!kind.unjudged && !answered ? (
              <Button variant="link" disabled={state.pending !== null} onClick={run.skip}>
                {intl.formatMessage(playerMessages.skip)}
              </Button>
            ) : null}
          </div>
        </section>
      ) : null}

      {state.screen === 'answered' && question && outcome && !kind.advancesOnAnswer ? (
        <AnsweredSheet
          kind={kind}
          question={question}
          outcome={outcome}
          last={isLastQuestion(state) && outcome.nextAttempt === null}
          onContinue={run.next}
        />
      ) : null}

      {state.screen === 'finishing' ? (
        <section className="run-finishing">
          {state.endFailed ? (
            <div className="notice notice--warning" role="alert">
              <p>{intl.formatMessage(playerMessages.endError)}</p>
              <Button onClick={run.retryEnd}>{intl.formatMessage(playerMessages.retry)}</Button>
            </div>
          ) : run.awaitingMarks > 0 ? (
            // Answers saved offline: the end waits for their marks, which wait for the network.
            <p role="status">{intl.formatMessage(playerMessages.finishingUnmarked)}</p>
          ) : run.queuedOffline ? (
            // Started offline: the end waits in the queue behind the answers, for the network.
            <p role="status">{intl.formatMessage(playerMessages.finishingOffline)}</p>
          ) : (
            <p role="status">{intl.formatMessage(playerMessages.finishing)}</p>
          )}
          {savedOnDevice ? (
            // Nothing to wait for here: the result shows when the queue delivers (on this screen,
            // or on the lists), so the learner may go on meanwhile.
            <Button onClick={props.onExit}>{intl.formatMessage(playerMessages.savedLeave)}</Button>
          ) : null}
        </section>
      ) : null}

      {state.screen === 'result' && state.result ? (
        <RunResult
          result={state.result}
          delay={reviewed === state.logId ? 0 : TROPHY_DELAY_MS}
          practice={state.mode === 'practice'}
          retry={
            target.personalised
              ? 'never'
              : kind.drill || kind.practiceRun
                ? 'always'
                : 'without-trophy'
          }
          testStartsOffline={startsOffline(details.exercise.type) && target.live === null}
          error={run.error === 'start' || run.error === 'start-offline' ? run.error : null}
          missed={missed}
          all={state.questions.map((q) => q.problemUuid)}
          score={
            kind.endBody?.(
              state.questions.flatMap((q) => state.outcomes[q.problemUuid] ?? []),
              state.mode,
            )?.totalScore ?? null
          }
          questionCount={state.questions.length}
          finishedWords={kind.stepWords?.finished}
          busy={run.starting}
          nextExercise={props.onNextExercise}
          onReview={() => {
            setReviewed(state.logId);
            run.showReview();
          }}
          onRetryTest={() => void run.begin()}
          onPractise={(uuids) => void run.practise(uuids)}
          onFinish={() => props.onFinish(run.serverLogId())}
        />
      ) : null}

      {state.screen === 'review' ? (
        <RunReview
          kind={kind}
          questions={state.questions}
          outcomes={state.outcomes}
          onBack={run.showResult}
        />
      ) : null}
    </div>
  );
}
