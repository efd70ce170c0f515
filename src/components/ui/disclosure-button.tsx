import type { ReactNode } from 'react';
import './disclosure-button.css';

/**
 * A button that shows and hides the panel whose id is `controls` (a filter form, say). It says
 * that it opens twice over: aria-expanded for assistive technology, a chevron that turns for the eye.
 */
export function DisclosureButton({
  expanded,
  controls,
  onToggle,
  className,
  children,
}: {
  expanded: boolean;
  controls: string;
  onToggle: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`disclosure-button${className ? ` ${className}` : ''}`}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span className="disclosure-button__chevron" aria-hidden="true" />
      <span className="disclosure-button__label">{children}</span>
    </button>
  );
}
