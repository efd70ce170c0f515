import { FormattedMessage } from 'react-intl';
import type { AssignmentStatus } from '../../../lib/rules/assignment-status';
import { assignmentMessages } from '../messages';

// One glyph per status kind, beside the label (which carries the meaning for everyone).
const GLYPHS: Record<AssignmentStatus, string> = {
  1: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 7v5l3 2', // a clock
  2: 'M5 21V4 M5 4h12l-2 4 2 4H5', // a flag
  3: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M8 12.5l3 3 5-6', // a ticked circle
  4: 'M12 3l10 18H2z M12 10v4 M12 17.5v0.5', // a warning sign
  5: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M8 12.5l3 3 5-6',
  6: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M8 12.5l3 3 5-6',
};

/** The status of an assignment as a label with its icon (spec 4.1). */
export function StatusBadge({ status }: { status: AssignmentStatus }) {
  return (
    <span className={`status-badge status-badge--${status}`}>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={GLYPHS[status]} />
      </svg>
      <FormattedMessage {...assignmentMessages.status} values={{ status }} />
    </span>
  );
}
