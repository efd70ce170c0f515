import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DrillQuestion } from '../../../../api/generated/model/drillQuestion';
import { ConcealedText } from '../../player/components/concealed-text';
import { SpeakingPanel } from '../../speaking/speaking-panel';
import type { SpeakingAnswer, SpeakingTask } from '../../speaking/speaking-task';
import { useSpeakingTurn } from '../../speaking/use-speaking-turn';
import { useResponseClock } from '../choice/choice-answer';
import { drillSkipCall, type DrillOperation } from '../choice/drill-choice';
import { LearnedSteps } from '../choice/learned-steps';
import type { AnsweredProps, ExerciseKind, QuestionProps } from '../kind';
import { ListenCompare } from './listen-compare';
import { drillPronunciationMessages as m } from './messages';
import { shownPhones } from './phones';
import {
  pronunciationAnswerCall,
  pronunciationCardOf,
  pronunciationDetailOf,
  pronunciationOutcome,
  wordOf,
  type PronunciationAnswer,
} from './pronunciation-answer';
import { Sounds } from './sounds';
import { soundsVerdict, soundsWithVerdict } from './sounds-verdict';
import './drill-pronunciation.css';

// Pronunciation drill (type 6): the word to say, its meaning and its sounds. The learner records
// it (the speaking panel: press to record, press to stop); its phones are evaluated and shown
// one by one with their scores, and the evaluation is the answer. Tapping a sound plays the model
// and shows a tip; after answering, the learner's recording plays next to the model.

type Props = QuestionProps<PronunciationAnswer>;

function DrillPronunciationQuestion(props: Props) {
  const intl = useIntl();
  const card = pronunciationCardOf(props.question);
  if (!card || wordOf(card) === '') {
    return (
      <p className="notice notice--warning" role="alert">
        {intl.formatMessage(m.cardMissing)}
      </p>
    );
  }
  return <CardQuestion {...props} card={card} />;
}

function CardQuestion({
  card,
  attempt,
  previous,
  onAnswer,
  disabled,
  run,
}: Props & { card: DrillQuestion }) {
  const intl = useIntl();
  const elapsed = useResponseClock();
  /** The answer given from this screen (the sheet then plays the recording next to the model). */
  const [answer, setGiven] = useState<PronunciationAnswer | null>(null);
  const stoppedAt = useRef<number | null>(null);
  const ownUrl = useRef<string | null>(null);

  const word = wordOf(card);
  const task = useMemo<SpeakingTask>(
    () => ({ kind: 'evaluate', transcription: word, expectedPhones: card.ipa.length }),
    [word, card.ipa.length],
  );
  // Recordings of this card before this attempt: those of the attempts before, and each of them.
  const earlier =
    attempt === 0 ? 0 : previous ? pronunciationDetailOf(previous.detail).retry + 1 : attempt;

  const onSpoken = (answer: SpeakingAnswer) => {
    if (answer.type === 'recognized') return; // not asked of this task
    const common = {
      recordingUrl: answer.recordingUrl,
      localUrl: ownUrl.current,
      retry: earlier + answer.retries,
      responseTime: stoppedAt.current ?? elapsed(),
    };
    const next: PronunciationAnswer =
      answer.type === 'evaluated'
        ? { type: 'evaluated', phones: answer.phones, ...common }
        : { type: 'evaluation-failed', reason: answer.reason, ...common };
    setGiven(next);
    onAnswer(next);
  };

  const turn = useSpeakingTurn({
    task,
    log: {
      courseUuid: run?.courseUuid ?? '',
      exerciseType: 6,
      exerciseUuid: run?.exerciseUuid ?? '',
      logId: run?.logId ?? null,
      problemUuid: card.uuid,
    },
    disabled,
    onAnswer: onSpoken,
  });
  // Read when the answer arrives, after the evaluation: the recording's URL then.
  const { ownRecordingUrl } = turn;
  useLayoutEffect(() => {
    ownUrl.current = ownRecordingUrl;
  }, [ownRecordingUrl]);

  // The response time ends when the recording does (evaluating it is not the learner's time).
  const { phase, reset } = turn;
  // An answer is given until the turn is reset: its answer is what the turn answered.
  const given = phase === 'answered' ? answer : null;
  useEffect(() => {
    if (phase === 'recording') stoppedAt.current = null;
    if (phase === 'processing' && stoppedAt.current === null) stoppedAt.current = elapsed();
  }, [phase, elapsed]);

  // An answer the player did not take (it could not be sent): the learner may record again.
  useEffect(() => {
    if (!disabled && phase === 'answered') reset();
  }, [disabled, phase, reset]);

  const status = previous?.learnStatus?.newLearnStatus ?? card.learnedStatus;

  return (
    <div className={`drill-pronunciation${given ? ' drill-pronunciation--answered' : ''}`}>
      <LearnedSteps status={status} hidden={disabled} />
      <p className="drill-pronunciation__instruction">{intl.formatMessage(m.instruction)}</p>
      <div className="drill-pronunciation__card">
        <p className="drill-pronunciation__word" lang="en">
          {word}
        </p>
        {/* The word stays: it is what to say. Its meaning follows the display language. */}
        {card.translation ? (
          <p className="drill-pronunciation__meaning">
            <span className="visually-hidden">{intl.formatMessage(m.meaning)}: </span>
            <ConcealedText text={card.translation} lang="ja" />
          </p>
        ) : null}
        <Sounds
          word={word}
          sounds={shownPhones(card.ipa, null)}
          model={card.audio}
          label={intl.formatMessage(m.sounds)}
          labelVisible={false}
          hint={intl.formatMessage(m.soundsHint)}
          canPlay={phase !== 'recording' && phase !== 'requesting'}
        />
      </div>
      {/* Once answered, the recording plays next to the model on the feedback sheet. */}
      <SpeakingPanel turn={turn} disabled={disabled} showPlayback={!given} />
    </div>
  );
}

function DrillPronunciationAnswered({ question, outcome }: AnsweredProps) {
  const intl = useIntl();
  const card = pronunciationCardOf(question);
  const detail = pronunciationDetailOf(outcome.detail);
  const phones = detail.phones;
  // One verdict: the colours, the count and the sheet's heading read the same rule.
  const verdict = phones
    ? soundsVerdict(
        phones.map((phone) => phone.score ?? 0),
        outcome.correct === true,
      )
    : null;
  return (
    <div className="drill-pronunciation-answered">
      {detail.failed ? (
        <p className="drill-pronunciation-answered__failed">
          {/* Say "record again" only when the learner can. */}
          {intl.formatMessage(
            outcome.nextAttempt !== null ? m.evaluationFailed : m.evaluationFailedLast,
          )}
        </p>
      ) : null}
      {card && phones && verdict && phones.length > 0 && !outcome.skipped ? (
        // The sounds as said: what the feedback sheet keeps in sight with its verdict.
        <div data-answer-mark="">
          <Sounds
            word={wordOf(card)}
            sounds={soundsWithVerdict(phones, verdict)}
            model={card.audio}
            label={intl.formatMessage(m.summary, { good: verdict.good, total: verdict.total })}
            labelVisible
          />
        </div>
      ) : null}
      {card ? (
        <ListenCompare
          model={card.audio}
          own={outcome.skipped ? null : [detail.localUrl, detail.recordingUrl]}
        />
      ) : null}
    </div>
  );
}

export const drillPronunciationKind: ExerciseKind<PronunciationAnswer, DrillOperation> = {
  Question: DrillPronunciationQuestion,
  Answered: DrillPronunciationAnswered,
  reviewText: (question) => wordOf(pronunciationCardOf(question)),
  answerCall: pronunciationAnswerCall,
  skipCall: drillSkipCall,
  outcome: pronunciationOutcome,
  drill: true,
};
