import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useIntl } from 'react-intl';
import { isModifiedEnter, isSubmitEnter } from './keys';
import { textEntryMessages } from './messages';
import { hasText } from './text-answer';
import './answer-input.css';

// The typed answer every text kind shares: an English field (input or textarea) with
// autocorrect, autocapitalise and spellcheck off, and the check button at the bottom. Enter
// checks in an input (never while an IME is composing); in a textarea Enter is a new line and
// Ctrl/Cmd+Enter checks. Full-width letters and curly apostrophes are sent as typed: the backend
// normalises them.

type Props = {
  variant?: 'input' | 'textarea';
  value: string;
  onChange: (value: string) => void;
  /** Called with the text when the learner checks (never with an empty text). */
  onSubmit: (value: string) => void;
  disabled: boolean;
  /** The accessible name of the field (defaults to 「あなたの答え」). */
  label?: string;
  /** Ids of elements that describe the field (word count, progress…). */
  describedBy?: string;
  /** Overrides "empty" for the check button (writing: a draft that shows effort). */
  canSubmit?: boolean;
  /** Id of the element that says why the check button cannot check yet (writing). */
  checkDescribedBy?: string;
  invalid?: boolean;
  fieldRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  /** Shown between the field and the check button. */
  children?: ReactNode;
  rows?: number;
  maxLength?: number;
};

export function AnswerInput({
  variant = 'input',
  value,
  onChange,
  onSubmit,
  disabled,
  label,
  describedBy,
  canSubmit,
  checkDescribedBy,
  invalid,
  fieldRef,
  children,
  rows = 6,
  maxLength = 2000,
}: Props) {
  const intl = useIntl();
  const id = useId();
  const ownRef = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const ready = !disabled && (canSubmit ?? hasText(value));

  useEffect(() => {
    ownRef.current?.focus();
  }, []);

  const setRef = (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    ownRef.current = element;
  };
  // The field, handed to the caller's ref too (at every commit, as the field may change).
  useImperativeHandle(fieldRef, () => ownRef.current as HTMLInputElement | HTMLTextAreaElement);

  const submit = () => {
    if (ready) onSubmit(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const submits = variant === 'textarea' ? isModifiedEnter(event) : isSubmitEnter(event);
    if (!submits) return;
    event.preventDefault();
    submit();
  };

  const common = {
    id,
    value,
    disabled,
    lang: 'en',
    autoCapitalize: 'off',
    autoCorrect: 'off',
    autoComplete: 'off',
    spellCheck: false,
    enterKeyHint: 'done' as const,
    maxLength,
    'aria-label': label ?? intl.formatMessage(textEntryMessages.answerLabel),
    'aria-describedby': describedBy,
    'aria-invalid': invalid ? true : undefined,
    onKeyDown,
  };

  return (
    <div className="answer-input">
      {variant === 'textarea' ? (
        <textarea
          {...common}
          ref={setRef}
          rows={rows}
          className="answer-input__field answer-input__field--textarea"
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          ref={setRef}
          type="text"
          className="answer-input__field"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {children}
      <button
        type="button"
        className="answer-input__check button button--primary"
        disabled={!ready}
        aria-describedby={checkDescribedBy}
        onClick={submit}
      >
        {intl.formatMessage(textEntryMessages.check)}
      </button>
    </div>
  );
}
