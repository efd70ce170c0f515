import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { UserFeedbackDifficulty } from '../../../api/generated/model/userFeedbackDifficulty';
import { Button } from '../../../components/ui/button';
import { feedbackMessages } from '../feedback-messages';

const DIFFICULTIES: UserFeedbackDifficulty[] = ['easy', 'moderate', 'difficult'];

/** The feedback form after an exercise: easy / moderate / difficult and free text. */
export function FeedbackForm({
  onSend,
  onSkip,
}: {
  onSend: (feedback: { difficulty: UserFeedbackDifficulty; text: string }) => void;
  onSkip: () => void;
}) {
  const intl = useIntl();
  const [difficulty, setDifficulty] = useState<UserFeedbackDifficulty | null>(null);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const textId = useId();
  return (
    <form
      className="feedback-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!difficulty) {
          setMissing(true);
          return;
        }
        onSend({ difficulty, text: text.trim() });
      }}
    >
      <fieldset className="feedback-form__difficulty">
        <legend>{intl.formatMessage(feedbackMessages.difficulty)}</legend>
        {DIFFICULTIES.map((value) => (
          <label key={value} className="feedback-form__choice">
            <input
              type="radio"
              name="difficulty"
              value={value}
              checked={difficulty === value}
              onChange={() => {
                setDifficulty(value);
                setMissing(false);
              }}
            />
            {intl.formatMessage(feedbackMessages[value])}
          </label>
        ))}
      </fieldset>
      {missing ? (
        <p className="form-error" role="alert">
          {intl.formatMessage(feedbackMessages.chooseDifficulty)}
        </p>
      ) : null}
      <label htmlFor={textId}>{intl.formatMessage(feedbackMessages.text)}</label>
      <textarea
        id={textId}
        value={text}
        maxLength={1000}
        rows={3}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="modal__actions">
        <Button variant="secondary" onClick={onSkip}>
          {intl.formatMessage(feedbackMessages.skip)}
        </Button>
        <Button type="submit">{intl.formatMessage(feedbackMessages.send)}</Button>
      </div>
    </form>
  );
}
