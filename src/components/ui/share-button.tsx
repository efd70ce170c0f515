import { FormattedMessage } from 'react-intl';
import { Button } from './button';
import { ShareIcon } from './glyph-icons';
import { shareMessages } from './messages';

/** The "Share link" button (spec 7); what it shares is the screen's (src/hooks/use-share-link.ts). */
export function ShareButton({ onShare }: { onShare: () => void }) {
  return (
    <Button variant="secondary" className="share-button" onClick={onShare}>
      <ShareIcon />
      <FormattedMessage {...shareMessages.button} />
    </Button>
  );
}
