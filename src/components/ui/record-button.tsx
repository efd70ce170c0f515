import './record-button.css';
import type { ComponentProps } from 'react';
import { Button } from './button';

type RecordButtonProps = Omit<ComponentProps<'button'>, 'children'> & {
  recording: boolean;
  /** "Record" or "Stop recording", as the state says. */
  label: string;
};

/**
 * Press to record, press to stop (learner-ux "Speaking"): a dot that stays still when idle and
 * pulses in the error colour while recording (still under reduced motion), the button turning
 * secondary while it records. Used by the speaking exercises and the settings' microphone check.
 */
export function RecordButton({ recording, label, className, ...props }: RecordButtonProps) {
  return (
    <Button
      variant={recording ? 'secondary' : 'primary'}
      className={`record-button${recording ? ' record-button--recording' : ''}${className ? ` ${className}` : ''}`}
      {...props}
    >
      <span className="record-button__dot" aria-hidden="true" />
      {label}
    </Button>
  );
}
