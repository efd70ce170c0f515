import { useEffect, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ContentAudio } from '../../../../api/generated/model/contentAudio';
import type { ReadingSentenceBodyItem } from '../../../../api/generated/model/readingSentenceBodyItem';
import type { ReadingWordBodyItem } from '../../../../api/generated/model/readingWordBodyItem';
import { RecordingPlayback } from '../../../../components/ui/recording-playback';
import { SpeakerIcon } from '../../../../components/ui/speaker-icon';
import { audioService } from '../../../../lib/services/audio/audio-service';
import { ConcealedText } from '../../player/components/concealed-text';
import { SpeakingPanel } from '../../speaking/speaking-panel';
import type {
  SpeakingAnswer,
  SpeakingLogContext,
  SpeakingTask,
} from '../../speaking/speaking-task';
import { useSpeakingTurn } from '../../speaking/use-speaking-turn';
import type { AnsweredProps, ExerciseKind, QuestionProps, RunContext } from '../kind';
import { readingMessages as m } from './messages';
import {
  expectedTextOf,
  missedWordTexts,
  readingAnswerCall,
  readingAnswerOf,
  readingDetailOf,
  readingEndBody,
  readingOutcome,
  readingPracticeProblems,
  readingSkipCall,
  sentenceOf,
  wordOf,
  type MarkedWord,
  type ReadingAnswer,
  type ReadingDetail,
} from './reading-rules';
import { readingBandOf } from './reading-verdict';
import './sentence-reading.css';

// Single sentence reading (type 10): the learner reads one sentence aloud (the player plays the
// model first, and replays it); the speaking panel records it, recognises it on the profile's
// speech path and hands back the words heard with a pronunciation score. The feedback shows the
// score, the sentence with the words that were not heard marked, and the learner's recording
// next to the model. The test ends with the score (totalScore); the result then offers the
// sentence's words one by one in a practice run (READING_WORD pages), each recognised the same
// way and logged with wordPronunciationPractice=1.

const SENTENCE_READING_TYPE = 10;

/** The streaming log's fields for this question (the run's, as the player hands it over). */
function useLogContext(problemUuid: string, run: RunContext | null): SpeakingLogContext {
  return useMemo(
    () => ({
      courseUuid: run?.courseUuid ?? '',
      exerciseType: SENTENCE_READING_TYPE,
      exerciseUuid: run?.exerciseUuid ?? '',
      logId: run?.logId ?? null,
      problemUuid,
    }),
    [run, problemUuid],
  );
}

type ReadAloudProps = {
  expectedText: string;
  problemUuid: string;
  run: RunContext | null;
  disabled: boolean;
  onAnswer: (answer: ReadingAnswer) => void;
  children: ReactNode;
};

/** The speaking panel reading `expectedText` aloud, with what to read above the record button. */
function ReadAloud({
  expectedText,
  problemUuid,
  run,
  disabled,
  onAnswer,
  children,
}: ReadAloudProps) {
  const log = useLogContext(problemUuid, run);
  const task = useMemo<SpeakingTask>(() => ({ kind: 'recognize', expectedText }), [expectedText]);
  const turn = useSpeakingTurn({
    task,
    log,
    disabled,
    onAnswer: (answer: SpeakingAnswer) => {
      if (answer.type === 'recognized') onAnswer(readingAnswerOf(answer));
    },
  });

  // The model stops when the learner starts to read.
  const { phase, reset } = turn;
  useEffect(() => {
    if (phase === 'requesting' || phase === 'recording') audioService.stop();
  }, [phase]);
  // An answer the player did not take (it could not be sent): ready to read again.
  useEffect(() => {
    if (!disabled && phase === 'answered') reset();
  }, [disabled, phase, reset]);

  return (
    // Once answered, the feedback sheet plays the recording next to the model.
    <SpeakingPanel turn={turn} disabled={disabled} showPlayback={!disabled}>
      {children}
    </SpeakingPanel>
  );
}

function SentenceCard({ item, hints }: { item: ReadingSentenceBodyItem; hints: boolean }) {
  const intl = useIntl();
  return (
    <div className="reading-card">
      <p className="reading-card__lead">{intl.formatMessage(m.sentenceLead)}</p>
      <p className="visually-hidden">{intl.formatMessage(m.sentenceLabel)}</p>
      <p className="reading-card__sentence" lang="en">
        {item.sentence}
      </p>
      <p className="reading-card__translation">
        <span className="visually-hidden">{intl.formatMessage(m.translationLabel)}: </span>
        <ConcealedText text={item.translation} lang="ja" />
      </p>
      {hints && item.words.length > 0 ? (
        <div className="reading-card__hints">
          <p className="reading-card__hints-title">{intl.formatMessage(m.hintWords)}</p>
          <ul className="reading-card__hint-list">
            {item.words.map((word) => (
              <li key={word.uuid}>
                <span lang="en" className="reading-card__hint-word">
                  {word.text}
                </span>{' '}
                <span lang="ja">{word.translation}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function WordCard({ item }: { item: ReadingWordBodyItem }) {
  const intl = useIntl();
  const { word } = item;
  return (
    <div className="reading-card reading-card--word">
      <p className="reading-card__lead">{intl.formatMessage(m.wordLead)}</p>
      <p className="visually-hidden">{intl.formatMessage(m.wordLabel)}</p>
      <p className="reading-card__word" lang="en">
        {word.text}
      </p>
      {word.ipa.length > 0 ? (
        <p className="reading-card__ipa reading-card__ipa--word">
          {/* Phonetic letters only with what they are, for learners who have not met them. */}
          <span className="reading-card__ipa-label">{intl.formatMessage(m.ipaLabel)}</span> /
          {word.ipa.join('')}/
        </p>
      ) : null}
      {word.translation ? (
        <p className="reading-card__translation">
          <span className="visually-hidden">{intl.formatMessage(m.meaningLabel)}: </span>
          <ConcealedText text={word.translation} lang="ja" />
        </p>
      ) : null}
    </div>
  );
}

function ReadingQuestion({
  question,
  onAnswer,
  disabled,
  hints,
  run,
}: QuestionProps<ReadingAnswer>) {
  const intl = useIntl();
  const sentence = sentenceOf(question);
  const word = wordOf(question);
  const expectedText = expectedTextOf(question);
  if ((!sentence && !word) || expectedText.trim() === '') {
    return (
      <p className="notice notice--warning" role="alert">
        {intl.formatMessage(m.unreadable)}
      </p>
    );
  }
  return (
    <div className="sentence-reading">
      <ReadAloud
        expectedText={expectedText}
        problemUuid={question.problemUuid}
        run={run ?? null}
        disabled={disabled}
        onAnswer={onAnswer}
      >
        {sentence ? <SentenceCard item={sentence} hints={hints} /> : null}
        {!sentence && word ? <WordCard item={word} /> : null}
      </ReadAloud>
    </div>
  );
}

/**
 * The score, large, with a bar in the colour of its band's verdict (the sheet's heading says the
 * band's words: one verdict per reading).
 */
function Score({ detail }: { detail: ReadingDetail }) {
  const intl = useIntl();
  const { verdict } = readingBandOf(detail.score);
  return (
    // The score: what the feedback sheet keeps in sight with its verdict.
    <div className={`reading-score reading-score--${verdict}`} data-answer-mark="">
      <p className="reading-score__line">
        <span className="reading-score__label">{intl.formatMessage(m.scoreLabel)}</span>{' '}
        <span className="visually-hidden">
          {intl.formatMessage(m.scoreValue, { score: detail.score })}
        </span>
        <span className="reading-score__figure" aria-hidden="true">
          <span className="reading-score__number">{detail.score}</span>
          <span className="reading-score__out-of">{intl.formatMessage(m.scoreOutOf)}</span>
        </span>
      </p>
      <div className="reading-score__bar" aria-hidden="true">
        <div className="reading-score__fill" style={{ width: `${detail.score}%` }} />
      </div>
    </div>
  );
}

/** The sentence as read: the words that were not heard marked (in words too, not colour alone). */
function MarkedSentence({ words }: { words: MarkedWord[] }) {
  const intl = useIntl();
  const missedText = intl.formatMessage(m.missedMark);
  return (
    <div className="reading-marked">
      <p className="reading-marked__label">{intl.formatMessage(m.markedLabel)}</p>
      <p className="reading-marked__sentence" lang="en">
        {words.map((word, index) => (
          <span key={index}>
            {index > 0 ? ' ' : null}
            {word.missed ? (
              <mark className="reading-marked__missed">
                {word.text}
                <span className="visually-hidden" lang={intl.locale}>
                  {missedText}
                </span>
              </mark>
            ) : (
              word.text
            )}
          </span>
        ))}
      </p>
    </div>
  );
}

function Compare({
  audio,
  recordingUrl,
}: {
  audio: ContentAudio | null;
  recordingUrl: string | null;
}) {
  const intl = useIntl();
  if (!audio && !recordingUrl) return null;
  return (
    <div className="reading-compare" role="group" aria-label={intl.formatMessage(m.compareTitle)}>
      <p className="reading-compare__title" aria-hidden="true">
        {intl.formatMessage(m.compareTitle)}
      </p>
      <div className="reading-compare__row">
        {audio ? (
          <button
            type="button"
            className="audio-button reading-compare__model"
            onClick={() => void audioService.play(audio)}
          >
            <SpeakerIcon className="audio-button__icon" /> {intl.formatMessage(m.model)}
          </button>
        ) : null}
        {recordingUrl ? (
          <RecordingPlayback
            className="reading-compare__own"
            url={recordingUrl}
            onStart={() => audioService.stop()}
          />
        ) : (
          <span className="reading-compare__none">{intl.formatMessage(m.noRecording)}</span>
        )}
      </div>
    </div>
  );
}

function ReadingAnswered({ outcome }: AnsweredProps) {
  const intl = useIntl();
  const detail = readingDetailOf(outcome);
  if (!detail || outcome.skipped) return null;
  const missed = missedWordTexts(detail.words);
  // The practice run goes through exactly these words, each once.
  const practise = [...new Map(missed.map((word) => [word.toLowerCase(), word])).values()];
  const list = (items: string[]) => items.join(intl.locale === 'ja' ? '、' : ', ');
  const en = (chunks: ReactNode[]) => <span lang="en">{chunks}</span>;
  return (
    <div className="reading-answered">
      <Score detail={detail} />
      {detail.kind === 'sentence' ? (
        <>
          {/* Every word heard: the answer line above already shows the sentence. */}
          {missed.length > 0 ? <MarkedSentence words={detail.words} /> : null}
          <p className="reading-answered__missed">
            {missed.length > 0
              ? intl.formatMessage(m.missedWords, { count: missed.length, words: list(missed), en })
              : intl.formatMessage(m.allHeard)}
          </p>
          {practise.length > 0 ? (
            <p className="reading-answered__next">
              {intl.formatMessage(m.practiceNext, { words: list(practise), en })}
            </p>
          ) : null}
        </>
      ) : null}
      <Compare audio={detail.audio} recordingUrl={detail.recordingUrl} />
    </div>
  );
}

export const sentenceReadingKind: ExerciseKind<ReadingAnswer, 'logExerciseAnswer'> = {
  Question: ReadingQuestion,
  Answered: ReadingAnswered,
  reviewText: expectedTextOf,
  answerCall: (answer, run, question) => readingAnswerCall(answer, run, question),
  skipCall: (run, question) => readingSkipCall(run, question),
  outcome: (result, answer, question) => readingOutcome(result, answer, question),
  // The result offers the test again and the words' practice run (as a drill's does).
  practiceRun: true,
  endBody: readingEndBody,
  practiceProblems: readingPracticeProblems,
  hasMisses: (outcome) => {
    const detail = readingDetailOf(outcome);
    return detail !== null && missedWordTexts(detail.words).length > 0;
  },
};
