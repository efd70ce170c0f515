import { useEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { EndExerciseResponse } from '../../../../api/generated/model/endExerciseResponse';
import { Button } from '../../../../components/ui/button';
import { CheckIcon } from '../../../../components/ui/glyph-icons';
import { playerMessages, resultMessages } from '../../messages';
import { useNetworkAway } from '../network-away';
import { bestLineOf } from '../best-line';
import { TrophyArt } from './trophy-art';

/** Spec 4.3 and 9: the trophy shows 750 ms after the end. */
export const TROPHY_DELAY_MS = 750;

const TROPHY_NAME = {
  1: resultMessages.trophy1,
  2: resultMessages.trophy2,
  3: resultMessages.trophy3,
} as const;

type RunResultProps = {
  /** The first time the trophy waits 750 ms; coming back from the review it shows at once. */
  delay: number;
  result: EndExerciseResponse;
  practice: boolean;
  /**
   * When the result offers "take the test again" and "practise the ones you missed" (spec 4.3's
   * footer "retry as test or practice"): after every run of a drill ('always'), after a judged
   * run that earned no trophy ('without-trophy': the result says to try again, so it offers how),
   * or not at all (personalised practice, whose start is its own).
   */
  retry: 'always' | 'without-trophy' | 'never';
  /** Whether a test run of this exercise, here, can start offline (src/lib/rules/offline-start.ts). */
  testStartsOffline?: boolean;
  /** A retry that could not start: said beside the buttons, where the learner tapped. */
  error?: 'start' | 'start-offline' | null;
  missed: string[];
  all: string[];
  /** The score a scored run ended with (single sentence reading, 0-100), else null. */
  score?: number | null;
  /** How many questions the run had (for the "done" line of unjudged kinds). */
  questionCount: number;
  /** The "done" line's words when the steps are not questions (the demo's lines). */
  finishedWords?: typeof resultMessages.finished;
  busy: boolean;
  nextExercise: (() => void) | null;
  onReview: () => void;
  onRetryTest: () => void;
  /** The retry button's words, when not "take the test again" (the chat: "talk again"). */
  retryWords?: MessageDescriptor;
  /** Absent where a run cannot practise some of its questions (a chat: only again). */
  onPractise?: (problemUuids: string[]) => void;
  onFinish: () => void;
};

/**
 * The result: the trophy in its metal (after 750 ms, with a short animation unless reduced motion
 * is asked for), the score, the previous best, what the next trophy needs, and what to do next.
 */
export function RunResult(props: RunResultProps) {
  const { result, practice, missed, all, busy, delay, questionCount } = props;
  const score = practice ? null : (props.score ?? null);
  const intl = useIntl();
  const [shown, setShown] = useState(delay === 0);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (delay === 0) return;
    const timer = window.setTimeout(() => setShown(true), delay);
    return () => window.clearTimeout(timer);
  }, [delay]);
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);

  const { correctCount, incorrectCount, skippedCount } = result.finalScore;
  const total = correctCount + incorrectCount + skippedCount;
  /** Demo and writing are not judged: no score and no trophy to aim for, only "done". */
  const judged = total > 0 || score !== null;
  const trophy = result.trophy;
  const best = bestLineOf(trophy, result.prevBestTrophy);
  const nextTrophy = trophy === null ? 1 : trophy < 3 ? ((trophy + 1) as 2 | 3) : null;
  const offersRetry =
    judged &&
    (props.retry === 'always' ||
      (props.retry === 'without-trophy' && (practice || trophy === null)));
  // Offline, a test starts only if the exercise can be played offline; practice always needs the
  // network (its start names the problems to the backend): the buttons say so before a tap.
  const away = useNetworkAway();
  const testAway = away && !props.testStartsOffline;

  if (!shown) {
    return (
      <section className="run-result run-result--waiting" aria-busy="true">
        <p role="status">{intl.formatMessage(resultMessages.waiting)}</p>
      </section>
    );
  }
  return (
    <section className="run-result" aria-labelledby="run-result-title">
      <h1 id="run-result-title" ref={heading} tabIndex={-1}>
        {intl.formatMessage(practice ? resultMessages.practiceTitle : resultMessages.title)}
      </h1>
      {!judged ? (
        <p className="run-result__finished">
          <span className="run-result__finished-mark">
            <CheckIcon />
          </span>
          {intl.formatMessage(props.finishedWords ?? resultMessages.finished, {
            count: questionCount,
          })}
        </p>
      ) : null}
      {judged && !practice ? (
        <div className="run-result__trophy">
          {trophy !== null ? (
            <TrophyArt trophy={trophy} label={intl.formatMessage(TROPHY_NAME[trophy])} />
          ) : null}
          <p className="run-result__trophy-name">
            {trophy !== null
              ? intl.formatMessage(TROPHY_NAME[trophy])
              : intl.formatMessage(resultMessages.noTrophy)}
          </p>
        </div>
      ) : null}
      {judged ? (
        <>
          <p className="run-result__score">
            {score !== null
              ? intl.formatMessage(resultMessages.totalScore, { score })
              : intl.formatMessage(resultMessages.score, { correct: correctCount, total })}
          </p>
          {score === null ? (
            <p className="run-result__counts">
              {intl.formatMessage(resultMessages.counts, {
                correct: correctCount,
                incorrect: incorrectCount,
                skipped: skippedCount,
              })}
            </p>
          ) : null}
        </>
      ) : null}
      {judged && !practice && nextTrophy !== null && result.moreCorrectAnswers ? (
        <p className="run-result__more">
          {intl.formatMessage(score !== null ? resultMessages.morePoints : resultMessages.more, {
            count: result.moreCorrectAnswers,
            next: intl.formatMessage(TROPHY_NAME[nextTrophy]),
          })}
        </p>
      ) : null}
      {!practice && trophy === 3 ? (
        <p className="run-result__more">
          {intl.formatMessage(score !== null ? resultMessages.goldScore : resultMessages.gold)}
        </p>
      ) : null}
      {judged && !practice && best ? (
        <p className="run-result__best">
          {best.kind === 'first'
            ? intl.formatMessage(resultMessages.firstTrophy)
            : best.kind === 'up'
              ? intl.formatMessage(resultMessages.newBest, {
                  from: intl.formatMessage(TROPHY_NAME[best.from]),
                  to: intl.formatMessage(TROPHY_NAME[best.to]),
                })
              : intl.formatMessage(resultMessages.prevBest, {
                  trophy: intl.formatMessage(TROPHY_NAME[best.best]),
                })}
        </p>
      ) : null}
      <div className="run-actions run-actions--column">
        <Button variant="secondary" onClick={props.onReview}>
          {intl.formatMessage(resultMessages.review)}
        </Button>
        {offersRetry ? (
          <>
            {away ? (
              <p className="notice run-result__note" role="status">
                {intl.formatMessage(
                  testAway ? resultMessages.retryOffline : resultMessages.practiseOffline,
                )}
              </p>
            ) : null}
            {props.error ? (
              <p className="notice notice--warning run-result__note" role="alert">
                {intl.formatMessage(
                  props.error === 'start-offline'
                    ? playerMessages.startOffline
                    : playerMessages.startError,
                )}
              </p>
            ) : null}
            <Button variant="secondary" disabled={busy || testAway} onClick={props.onRetryTest}>
              {props.retryWords
                ? intl.formatMessage(props.retryWords)
                : intl.formatMessage(resultMessages.retryTest)}
            </Button>
            {props.onPractise ? (
              <Button
                variant="secondary"
                disabled={busy || away}
                onClick={() => props.onPractise?.(missed.length > 0 ? missed : all)}
              >
                {intl.formatMessage(
                  missed.length > 0 ? resultMessages.retryPractice : resultMessages.retryAll,
                )}
              </Button>
            ) : null}
          </>
        ) : null}
        {props.nextExercise ? (
          <Button variant="secondary" onClick={props.nextExercise}>
            {intl.formatMessage(resultMessages.nextExercise)}
          </Button>
        ) : null}
        <Button onClick={props.onFinish}>
          {intl.formatMessage(practice ? resultMessages.finishPractice : resultMessages.finish)}
        </Button>
      </div>
    </section>
  );
}
