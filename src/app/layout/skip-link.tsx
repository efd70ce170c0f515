import { FormattedMessage } from 'react-intl';
import { layoutMessages } from '../../features/shell/messages';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element: jumps over the header to the screen's content. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      <FormattedMessage {...layoutMessages.skipToContent} />
    </a>
  );
}
