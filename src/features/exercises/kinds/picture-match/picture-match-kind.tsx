import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { AnsweredProps, ExerciseKind, PlayerQuestion, QuestionProps } from '../kind';
import {
  choiceDetailOf,
  itemOfType,
  judgedChoice,
  logChoiceCall,
  logSkipCall,
  optionById,
  useResponseClock,
  type ChoiceAnswer,
  type LogOperation,
} from '../choice/choice-answer';
import { ChoiceOptions } from '../choice/choice-options';
import { pictureMatchMessages as m } from './messages';
import './picture-match.css';

// Picture match (type 8): hear and read a word, pick its picture. The contract gives pictures no
// description, and a description would give the answer away: before answering each picture is
// named by its number ("選択肢 1"); after answering, the right picture is named by the word.

const itemOf = (question: PlayerQuestion) => itemOfType(question, 'PICTURE_MATCH_PROBLEM');

function PictureMatchQuestion({ question, onAnswer, disabled }: QuestionProps<ChoiceAnswer>) {
  const intl = useIntl();
  const elapsed = useResponseClock();
  const groupId = useId();
  const item = itemOf(question);
  if (!item) return null;
  return (
    <div className="picture-match">
      <p className="picture-match__instruction">{intl.formatMessage(m.instruction)}</p>
      <p className="picture-match__word" lang="en">
        {item.word}
      </p>
      <p id={groupId} className="visually-hidden">
        {intl.formatMessage(m.picturesFor, { word: item.word })}
      </p>
      <ChoiceOptions
        layout="grid"
        options={item.options.map((option, index) => ({
          id: option.id,
          content: (
            <img
              className="picture-match__image"
              src={option.imageUrl}
              alt={intl.formatMessage(m.optionLabel, { number: index + 1 })}
            />
          ),
        }))}
        onPick={(optionId) => onAnswer({ optionId, responseTime: elapsed() })}
        disabled={disabled}
        labelledBy={groupId}
      />
    </div>
  );
}

function PictureMatchReviewPictures({ question, outcome }: AnsweredProps) {
  const intl = useIntl();
  const item = itemOf(question);
  if (!item) return null;
  const { chosenId, correctId } = choiceDetailOf(outcome.detail);
  const right = optionById(item.options, correctId);
  const chosenIndex = item.options.findIndex((option) => option.id === chosenId);
  const chosen = chosenId !== correctId && chosenIndex >= 0 ? item.options[chosenIndex] : undefined;
  if (!right && !chosen) return null;
  return (
    <div className="picture-match__answered">
      {right ? (
        <figure className="picture-match__figure">
          <img className="picture-match__image" src={right.imageUrl} alt={item.word} lang="en" />
          <figcaption className="picture-match__caption">
            {intl.formatMessage(m.rightPicture, { word: item.word })}
          </figcaption>
        </figure>
      ) : null}
      {chosen ? (
        <figure className="picture-match__figure">
          <img
            className="picture-match__image"
            src={chosen.imageUrl}
            alt={intl.formatMessage(m.optionLabel, { number: chosenIndex + 1 })}
          />
          <figcaption className="picture-match__caption">
            {intl.formatMessage(m.yourPicture)}
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}

export const pictureMatchKind: ExerciseKind<ChoiceAnswer, LogOperation> = {
  Question: PictureMatchQuestion,
  marksInPlace: true,
  // Its questions are in the downloaded content: offline, its answers wait to be marked.
  deferredOffline: true,
  // The sheet leaves the pictures marked in place; the review shows the two side by side.
  ReviewDetail: PictureMatchReviewPictures,
  reviewText: (question) => itemOf(question)?.word ?? '',
  answerCall: (answer, run, question) => logChoiceCall(run, question.problemUuid, answer),
  skipCall: (run, question) => logSkipCall(run, question.problemUuid),
  outcome: (result, answer, question) => {
    const options = itemOf(question)?.options ?? [];
    const { correct, detail } = judgedChoice(result, answer, options);
    // Pictures have no text: the feedback sheet shows them (Answered), so no given/correction.
    return {
      correct,
      skipped: answer === null,
      given: null,
      correction: null,
      meaning: null,
      nextAttempt: null,
      learnStatus: null,
      detail,
    };
  },
};
