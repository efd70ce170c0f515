import { useId } from 'react';
import { useIntl } from 'react-intl';
import { HeadphonesIcon } from '../../../../components/ui/glyph-icons';
import type { AnsweredProps, ExerciseKind, QuestionProps } from '../kind';
import { choiceDetailOf, useResponseClock, type ChoiceAnswer } from '../choice/choice-answer';
import { ChoiceMeanings } from '../choice/choice-meanings';
import { ChoiceOptions } from '../choice/choice-options';
import {
  drillAnswerCall,
  drillCardOf,
  drillOutcome,
  drillSkipCall,
  type DrillOperation,
} from '../choice/drill-choice';
import { LearnedSteps } from '../choice/learned-steps';
import { ReplayButton } from '../listening-quiz/replay-button';
import { HeardWord } from './heard-word';
import { drillListeningMessages as m } from './messages';
import './drill-listening.css';

// Listening drill (type 5): the word is only heard (the player plays and replays it), then
// picked among English words. After answering: the word heard with its meaning and a replay,
// then the words' meanings; the review replays the word.

function DrillListeningQuestion({ question, onAnswer, disabled }: QuestionProps<ChoiceAnswer>) {
  const intl = useIntl();
  const elapsed = useResponseClock();
  const cueId = useId();
  const card = drillCardOf(question);
  if (!card) return null;
  return (
    <div className="drill-listening">
      <LearnedSteps status={card.learnedStatus} hidden={disabled} />
      <p className="drill-listening__instruction">{intl.formatMessage(m.instruction)}</p>
      <p id={cueId} className="drill-listening__cue">
        <HeadphonesIcon className="drill-listening__cue-icon" />
        {intl.formatMessage(m.listenCue)}
      </p>
      <ChoiceOptions
        options={card.options.map((option) => ({
          id: option.id,
          content: option.text,
          lang: 'en',
        }))}
        onPick={(optionId) => onAnswer({ optionId, responseTime: elapsed() })}
        disabled={disabled}
        labelledBy={cueId}
      />
    </div>
  );
}

function DrillListeningAnswered({ question, outcome }: AnsweredProps) {
  const card = drillCardOf(question);
  if (!card) return null;
  const detail = choiceDetailOf(outcome.detail);
  const heard = card.options.find((option) => option.id === detail.correctId) ?? null;
  return (
    <div className="choice-answered">
      <HeardWord word={heard} audio={question.audio} />
      <ChoiceMeanings options={card.options} detail={detail} />
    </div>
  );
}

/** A row of the review (which already names the word and its meaning): the word again. */
function DrillListeningReviewDetail({ question }: AnsweredProps) {
  return question.audio ? <ReplayButton audio={question.audio} label={m.replay} /> : null;
}

export const drillListeningKind: ExerciseKind<ChoiceAnswer, DrillOperation> = {
  Question: DrillListeningQuestion,
  marksInPlace: true,
  Answered: DrillListeningAnswered,
  ReviewDetail: DrillListeningReviewDetail,
  // The word is only heard (prompt null): the review names the card by the words it offered;
  // the outcome tells which one was heard.
  reviewText: (question) => {
    const card = drillCardOf(question);
    return card?.prompt ?? card?.options.map((option) => option.text).join(' / ') ?? '';
  },
  answerCall: drillAnswerCall,
  skipCall: drillSkipCall,
  outcome: (result, answer, question) =>
    drillOutcome(result, answer, question, (right) => right?.translation ?? null),
  drill: true,
};
