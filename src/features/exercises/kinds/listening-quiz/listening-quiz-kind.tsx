import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ConcealedText } from '../../player/components/concealed-text';
import type { AnsweredProps, ExerciseKind, PlayerQuestion, QuestionProps } from '../kind';
import {
  choiceDetailOf,
  itemOfType,
  judgedChoice,
  logChoiceCall,
  logSkipCall,
  optionMeaning,
  useResponseClock,
  type ChoiceAnswer,
  type LogOperation,
} from '../choice/choice-answer';
import { ChoiceMeanings } from '../choice/choice-meanings';
import { ChoiceOptions } from '../choice/choice-options';
import { transcriptOf, type ListeningQuizDetail } from './listening-transcript';
import { ListeningTranscript } from './listening-transcript-view';
import { listeningQuizMessages as m } from './messages';
import './listening-quiz.css';

// Listening quiz (type 7): listen (the player plays the question's audio), then answer the
// question by picking an option. The question's Japanese shows under hints; after answering,
// the feedback sheet shows what was heard (the answer's result tells it) with its Japanese and a
// replay, the question's meaning and every option with its meaning; the review, what was heard.

const itemOf = (question: PlayerQuestion) => itemOfType(question, 'LISTENING_QUIZ_PROBLEM');

function ListeningQuizQuestion({
  question,
  onAnswer,
  disabled,
  hints,
}: QuestionProps<ChoiceAnswer>) {
  const intl = useIntl();
  const elapsed = useResponseClock();
  const promptId = useId();
  const item = itemOf(question);
  if (!item) return null;
  return (
    <div className="listening-quiz">
      <p className="listening-quiz__instruction">{intl.formatMessage(m.instruction)}</p>
      <p id={promptId} className="listening-quiz__question" lang="en">
        {item.question}
      </p>
      {hints ? (
        <p className="listening-quiz__translation" lang="ja">
          {item.translation}
        </p>
      ) : null}
      <ChoiceOptions
        options={item.options.map((option) => ({
          id: option.id,
          content: option.text,
          lang: 'en',
        }))}
        onPick={(optionId) => onAnswer({ optionId, responseTime: elapsed() })}
        disabled={disabled}
        labelledBy={promptId}
      />
    </div>
  );
}

function ListeningQuizAnswered({ question, outcome }: AnsweredProps) {
  const intl = useIntl();
  const item = itemOf(question);
  if (!item) return null;
  return (
    <div className="choice-answered">
      <ListeningTranscript lines={transcriptOf(outcome.detail)} audio={question.audio} />
      <p className="choice-answered__line">
        <span className="choice-answered__label">{intl.formatMessage(m.questionMeaning)}</span>{' '}
        <ConcealedText text={item.translation} lang="ja" />
      </p>
      <ChoiceMeanings options={item.options} detail={choiceDetailOf(outcome.detail)} />
    </div>
  );
}

/** A row of the review: what was heard, with a replay. */
function ListeningQuizReviewDetail({ question, outcome }: AnsweredProps) {
  return <ListeningTranscript lines={transcriptOf(outcome.detail)} audio={question.audio} />;
}

export const listeningQuizKind: ExerciseKind<ChoiceAnswer, LogOperation> = {
  Question: ListeningQuizQuestion,
  marksInPlace: true,
  // Its questions are in the downloaded content: offline, its answers wait to be marked.
  deferredOffline: true,
  Answered: ListeningQuizAnswered,
  ReviewDetail: ListeningQuizReviewDetail,
  reviewText: (question) => itemOf(question)?.question ?? '',
  answerCall: (answer, run, question) => logChoiceCall(run, question.problemUuid, answer),
  skipCall: (run, question) => logSkipCall(run, question.problemUuid),
  outcome: (result, answer, question) => {
    const options = itemOf(question)?.options ?? [];
    const { correct, chosen, right, detail: marked } = judgedChoice(result, answer, options);
    const detail: ListeningQuizDetail = { ...marked, transcript: result?.value.transcript ?? [] };
    return {
      correct,
      skipped: answer === null,
      given: chosen?.text ?? null,
      correction: correct ? null : (right?.text ?? null),
      // The right answer's meaning when known, else that of the learner's own answer.
      meaning: optionMeaning(right ?? chosen),
      nextAttempt: null,
      learnStatus: null,
      detail,
    };
  },
};
