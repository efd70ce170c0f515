import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { BackIcon } from '../../components/ui/glyph-icons';
import { paths } from '../../config/routes';
import { layoutMessages } from '../../features/shell/messages';
import { previousRoute } from '../guard/previous-route';
import { useSession } from '../../hooks/use-session';

/**
 * Back (spec 2.5): during a live class to the lobby; otherwise one step back when there is a
 * previous route in this app, else to the fallback.
 */
export function BackButton({
  fallback = paths.home(),
  label,
}: {
  fallback?: string;
  label?: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { limitedMode } = useSession();
  const onClick = () => {
    if (limitedMode) navigate(paths.liveLobby(true));
    else if (previousRoute()) navigate(-1);
    else navigate(fallback);
  };
  return (
    <Button variant="secondary" className="back-button" onClick={onClick}>
      <BackIcon />
      {label ?? intl.formatMessage(layoutMessages.back)}
    </Button>
  );
}
