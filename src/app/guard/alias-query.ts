import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { aliasQueryOf } from '../../lib/rules/alias-selection';
import { withoutAliasUuid } from '../../lib/rules/next-path';
import { logEvent } from '../../lib/services/log-event';
import { useSession } from '../../hooks/use-session';
import { useRouteHandle } from '../route-handle';

/**
 * Once the aliases are loaded, an `aliasUuid` query selects that alias; an alias the user does not
 * have forces logout (spec 4.2). The query is dropped afterwards so it is acted on once. On the
 * sign-in screens (public routes) the query waits: it is carried to the page they lead to.
 */
export function useAliasQuery(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { access } = useRouteHandle();
  const { status, aliases, aliasUuid, selectAlias, logout } = useSession();
  const requested = access === 'authenticated' ? aliasQueryOf(location.search) : null;

  useEffect(() => {
    if (!requested || status !== 'signed-in') return;
    void navigate(withoutAliasUuid(location), { replace: true });
    if (aliases.some((alias) => alias.uuid === requested)) {
      if (aliasUuid !== requested) selectAlias(requested);
    } else {
      logEvent('unknown-alias-logout', { aliasUuid: requested });
      void logout();
    }
  }, [requested, status, aliases, aliasUuid, selectAlias, logout, navigate, location]);
}
