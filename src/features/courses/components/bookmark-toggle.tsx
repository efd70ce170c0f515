import { FormattedMessage } from 'react-intl';
import type { CourseSummary } from '../../../api/generated/model/courseSummary';
import { useBookmark } from '../hooks/use-bookmark';
import { courseMessages } from '../messages';

/** The bookmark toggle of course details: a pressed button while the course is bookmarked. */
export function BookmarkToggle({ course, enabled }: { course: CourseSummary; enabled: boolean }) {
  const { ready, bookmarked, toggle } = useBookmark(course, enabled);
  return (
    <button
      type="button"
      className="bookmark-toggle"
      aria-pressed={bookmarked}
      disabled={!ready}
      onClick={toggle}
    >
      <svg
        className="bookmark-toggle__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M6 3h12v18l-6-4.5L6 21z"
          fill={bookmarked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <FormattedMessage {...courseMessages.bookmark} />
    </button>
  );
}
