import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { requestedAliasUuid } from '../../lib/rules/alias-selection';
import { nextPathOf } from '../../lib/rules/next-path';
import { logEvent } from '../../lib/services/log-event';
import { useSession } from '../../hooks/use-session';

/**
 * Once the aliases are loaded, an `aliasUuid` query selects that alias; an alias the user does not
 * have forces logout (spec 4.2). The query is dropped afterwards so it is acted on once.
 */
export function useAliasQuery(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { status, aliases, aliasUuid, selectAlias, logout } = useSession();
  const requested = requestedAliasUuid(location.search);

  useEffect(() => {
    if (!requested || status !== 'signed-in') return;
    navigate(nextPathOf(location), { replace: true });
    if (aliases.some((alias) => alias.uuid === requested)) {
      if (aliasUuid !== requested) selectAlias(requested);
    } else {
      logEvent('unknown-alias-logout', { aliasUuid: requested });
      void logout();
    }
  }, [requested, status, aliases, aliasUuid, selectAlias, logout, navigate, location]);
}
