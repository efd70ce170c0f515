import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ExerciseKind, QuestionProps } from '../kind';
import { useResponseClock, type ChoiceAnswer } from '../choice/choice-answer';
import { ChoiceOptions } from '../choice/choice-options';
import {
  drillAnswerCall,
  drillCardOf,
  drillOutcome,
  drillSkipCall,
  type DrillOperation,
} from '../choice/drill-choice';
import { LearnedSteps } from '../choice/learned-steps';
import { drillVocabularyMessages as m } from './messages';
import './drill-vocabulary.css';

// Vocabulary drill (type 4): the English word, its Japanese meaning to pick. The card's learned
// status shows above it; the feedback sheet shows how it moved.

function DrillVocabularyQuestion({ question, onAnswer, disabled }: QuestionProps<ChoiceAnswer>) {
  const intl = useIntl();
  const elapsed = useResponseClock();
  const promptId = useId();
  const card = drillCardOf(question);
  if (!card) return null;
  return (
    <div className="drill-vocabulary">
      <LearnedSteps status={card.learnedStatus} hidden={disabled} />
      <p className="drill-vocabulary__instruction">{intl.formatMessage(m.instruction)}</p>
      {/* The word: kept in sight with the feedback sheet, never scrolled under the top bar. */}
      <p id={promptId} className="drill-vocabulary__prompt" lang="en" data-answer-mark="">
        {card.prompt}
      </p>
      <ChoiceOptions
        options={card.options.map((option) => ({
          id: option.id,
          content: option.text,
          lang: 'ja',
        }))}
        onPick={(optionId) => onAnswer({ optionId, responseTime: elapsed() })}
        disabled={disabled}
        labelledBy={promptId}
      />
    </div>
  );
}

export const drillVocabularyKind: ExerciseKind<ChoiceAnswer, DrillOperation> = {
  Question: DrillVocabularyQuestion,
  marksInPlace: true,
  reviewText: (question) => drillCardOf(question)?.prompt ?? '',
  answerCall: drillAnswerCall,
  skipCall: drillSkipCall,
  // The options are the meanings: the right one is the meaning to remember.
  outcome: (result, answer, question) =>
    drillOutcome(result, answer, question, (right) => right?.text ?? null),
  drill: true,
};
