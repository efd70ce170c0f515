import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { BackIcon } from '../../components/ui/glyph-icons';
import { paths } from '../../config/routes';
import { layoutMessages } from '../../features/shell/messages';
import { previousRoute } from '../guard/previous-route';
import { useSession } from '../../hooks/use-session';

/**
 * Back, in spec 2.2's order: during a live class to the lobby; else to the screen's fallback when
 * it has one (the legal pages and the release notes: to the settings they are opened from); else
 * one step back when there is a previous route in this app; else home.
 */
export function BackButton({ fallback, label }: { fallback?: string; label?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { limitedMode } = useSession();
  const onClick = () => {
    if (limitedMode) navigate(paths.liveLobby(true));
    else if (fallback) navigate(fallback);
    else if (previousRoute()) navigate(-1);
    else navigate(paths.home());
  };
  return (
    <Button variant="secondary" className="back-button" onClick={onClick}>
      <BackIcon />
      {label ?? intl.formatMessage(layoutMessages.back)}
    </Button>
  );
}
