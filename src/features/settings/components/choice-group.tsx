import { useId, type ReactNode } from 'react';

type Choice<T> = { value: T; label: ReactNode; hint?: ReactNode };

type ChoiceGroupProps<T> = {
  legend: ReactNode;
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  /** 'segmented': the choices side by side as one control (short labels, no hints). */
  layout?: 'list' | 'segmented';
};

/** A labelled group of radio buttons (one setting), as a list or as a segmented control. */
export function ChoiceGroup<T extends string | number | boolean>({
  legend,
  choices,
  value,
  onChange,
  disabled,
  layout = 'list',
}: ChoiceGroupProps<T>) {
  const name = useId();
  const options = choices.map((choice) => {
    const id = `${name}-${String(choice.value)}`;
    return (
      <div key={String(choice.value)} className="choice-group__choice">
        <input
          type="radio"
          id={id}
          name={name}
          checked={choice.value === value}
          onChange={() => onChange(choice.value)}
          aria-describedby={choice.hint ? `${id}-hint` : undefined}
        />
        <label htmlFor={id}>{choice.label}</label>
        {choice.hint ? (
          <p id={`${id}-hint`} className="choice-group__hint">
            {choice.hint}
          </p>
        ) : null}
      </div>
    );
  });
  return (
    <fieldset className={`choice-group choice-group--${layout}`} disabled={disabled}>
      <legend>{legend}</legend>
      {layout === 'segmented' ? <div className="segmented">{options}</div> : options}
    </fieldset>
  );
}
