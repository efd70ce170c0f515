import { useId, type Ref } from 'react';

type TextFieldProps = {
  label: string;
  type: 'email' | 'password' | 'text';
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  /** Shown under the label and read with the field (the password rules). */
  hint?: string | null;
  /** Announced when it appears, and read with the field while it stays. */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled input of the sign-in forms with its hint and error tied to it for screen readers. */
export function TextField({
  label,
  type,
  name,
  value,
  onChange,
  autoComplete,
  hint,
  error,
  inputRef,
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        className="form-field__input"
        type={type}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {/* Always present, so the message is announced the moment it is filled in. */}
      <p id={errorId} className="form-field__error" role="alert">
        {error}
      </p>
    </div>
  );
}
