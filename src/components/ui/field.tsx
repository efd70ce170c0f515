import { useId, type ReactNode } from 'react';
import './field.css';

/**
 * A labelled control of the filter and choice forms: the label above, the control (given the id
 * the label points at) below.
 */
export function Field({
  label,
  className,
  children,
}: {
  label: ReactNode;
  /** The form's own class, for how the field sits in it. */
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
